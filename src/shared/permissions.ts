/**
 * The permission registry (SPEC §6, STYLE §16): every `resource.action` the manager panel and the
 * manager API check, with a title in both languages. Plain constants, no zod and no server code,
 * so the UI can import it to hide controls; the server seeds it into `permissions` on every start.
 */

type Title = { fa: string; en: string };

const resourceTitles = {
  articles: { fa: 'مقاله‌ها', en: 'articles' },
  books: { fa: 'کتاب‌ها', en: 'books' },
  coins: { fa: 'رمزارزها', en: 'coins' },
  metaverses: { fa: 'متاورس‌ها', en: 'metaverses' },
  podcasts: { fa: 'پادکست‌ها', en: 'podcasts' },
  videos: { fa: 'ویدیوها', en: 'videos' },
  posts: { fa: 'پست‌ها', en: 'posts' },
  categories: { fa: 'دسته‌بندی‌ها', en: 'categories' },
  tags: { fa: 'برچسب‌ها', en: 'tags' },
  events: { fa: 'رویدادها', en: 'events' },
  faqs: { fa: 'پرسش‌های متداول', en: 'FAQs' },
  notifications: { fa: 'اعلان‌ها', en: 'notifications' },
  'where-to-start': { fa: 'راهنماهای از کجا شروع کنم', en: 'where-to-start guides' },
  comments: { fa: 'دیدگاه‌ها', en: 'comments' },
  tickets: { fa: 'تیکت‌ها', en: 'tickets' },
  contacts: { fa: 'پیام‌های تماس', en: 'contact messages' },
  users: { fa: 'کاربران', en: 'users' },
  roles: { fa: 'نقش‌ها', en: 'roles' },
  permissions: { fa: 'مجوزها', en: 'permissions' },
} as const satisfies Record<string, Title>;

const actionTitles = {
  view: { fa: 'مشاهده', en: 'View' },
  create: { fa: 'ایجاد', en: 'Create' },
  update: { fa: 'ویرایش', en: 'Edit' },
  delete: { fa: 'حذف', en: 'Delete' },
  publish: { fa: 'انتشار', en: 'Publish' },
  moderate: { fa: 'بررسی و تأیید', en: 'Moderate' },
  reply: { fa: 'پاسخ به', en: 'Reply to' },
} as const satisfies Record<string, Title>;

type Resource = keyof typeof resourceTitles;
type Action = keyof typeof actionTitles;

const crud = ['view', 'create', 'update', 'delete'] as const;
const publishable = [...crud, 'publish'] as const;

/** Which actions each resource has; content types can also be published. */
const resourceActions = {
  articles: publishable,
  books: publishable,
  coins: publishable,
  metaverses: publishable,
  podcasts: publishable,
  videos: publishable,
  posts: publishable,
  categories: crud,
  tags: crud,
  events: crud,
  faqs: crud,
  notifications: crud,
  'where-to-start': crud,
  comments: ['view', 'delete', 'moderate'],
  tickets: ['view', 'update', 'reply'],
  contacts: ['view', 'update', 'delete'],
  users: ['view', 'update'],
  roles: crud,
  permissions: crud,
} as const satisfies Record<Resource, readonly Action[]>;

type ResourcePermission = {
  [R in Resource]: `${R}.${(typeof resourceActions)[R][number]}`;
}[Resource];

const standalone = {
  'acl.manage': { fa: 'مدیریت نقش‌ها و مجوزها', en: 'Manage roles and permissions' },
  'statistics.view': { fa: 'مشاهده آمار', en: 'View statistics' },
  'activities.view': { fa: 'مشاهده گزارش فعالیت‌ها', en: 'View the activity log' },
  'dashboard.view': { fa: 'مشاهده پیشخوان مدیریت', en: 'View the manager dashboard' },
} as const satisfies Record<string, Title>;

/** Every permission name the code checks. */
export type PermissionName = ResourcePermission | keyof typeof standalone;

export type PermissionDefinition = { name: PermissionName; resource: string; action: string; title: Title };

function resourceEntries(): PermissionDefinition[] {
  return (Object.keys(resourceActions) as Resource[]).flatMap((resource) =>
    resourceActions[resource].map((action: Action) => ({
      name: `${resource}.${action}` as PermissionName,
      resource,
      action,
      title: {
        fa: `${actionTitles[action].fa} ${resourceTitles[resource].fa}`,
        en: `${actionTitles[action].en} ${resourceTitles[resource].en}`,
      },
    })),
  );
}

/** The registry, in a stable order (resource by resource) for the permissions screens. */
export const permissionRegistry: readonly PermissionDefinition[] = [
  ...resourceEntries(),
  ...(Object.keys(standalone) as (keyof typeof standalone)[]).map((name) => {
    const [resource = name, action = ''] = name.split('.');
    return { name, resource, action, title: standalone[name] };
  }),
];

export const permissionNames: readonly PermissionName[] = permissionRegistry.map((entry) => entry.name);

/** True for a name in the code registry (custom permissions created on the ACL screen are not). */
export function isRegisteredPermission(name: string): name is PermissionName {
  return (permissionNames as readonly string[]).includes(name);
}

/** `articles.create` → `articles`: the group a permission is shown under in the role matrix. */
export function permissionResource(name: string): string {
  return name.split('.')[0] ?? name;
}

/** Headings of the standalone permissions' groups (`acl.manage` is shown under `acl`). */
const standaloneGroupTitles: Record<string, Title> = {
  acl: { fa: 'نقش‌ها و مجوزها', en: 'Roles and permissions' },
  statistics: { fa: 'آمار', en: 'Statistics' },
  activities: { fa: 'گزارش فعالیت‌ها', en: 'Activity log' },
  dashboard: { fa: 'پیشخوان مدیریت', en: 'Manager dashboard' },
};

/**
 * The heading of a permission group in the reader's language, or null for the group of a custom
 * permission, whose resource exists only as the Latin name a manager typed.
 */
export function permissionGroupTitle(resource: string, locale: 'fa' | 'en'): string | null {
  const title = (resourceTitles as Record<string, Title>)[resource] ?? standaloneGroupTitles[resource];
  if (!title) return null;
  const text = title[locale];
  return locale === 'en' ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}
