import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { canAccess, managerAccess } from '@/server/auth/manager-access';
import { currentPageUser } from '@/server/auth/page-session';
import { getContentEditorData, listManagedContents, termOptions } from '@/server/services/manager-content';
import { isContentType, type ContentType } from '@/shared/content-types';
import { managerContentListQuery } from '@/shared/schemas/manager-content';
import { ContentForm } from '@/components/manager-content/content-form';
import { ContentList } from '@/components/manager-content/content-list';
import { ItemReadingPanel } from '@/components/manager-content/item-reading';
import { PreviewLinksPanel } from '@/components/manager-content/preview-links-panel';
import { itemReading } from '@/server/services/analytics/report';
import { listPreviewLinks } from '@/server/services/preview-links';
import { statusReadersSee } from '@/shared/publishing';
import { ResourceFrame } from '@/components/panel/resource-frame';
import { notFoundMetadata } from '@/components/shell/not-found-page';
import { loadRecordOr404 } from '@/components/panel/load-record';

type TypeParams = Promise<{ locale: Locale; type: string }>;

/** The `[type]` segment of the manager's content screens: a type of the registry, or a 404. */
export async function contentTypeOf(params: TypeParams): Promise<ContentType> {
  const { type } = await params;
  if (!isContentType(type)) notFound();
  return type;
}

/**
 * A segment that names no content type is no screen (`/manager/panel/nonsense`): the panel layout
 * shows the 404 page in its place, and this names its tab as the catch-all page would.
 */
export async function contentTypeMetadata({ params }: { params: TypeParams }): Promise<Metadata> {
  const { locale, type } = await params;
  return isContentType(type) ? {} : notFoundMetadata(locale);
}

type ListProps = {
  type: ContentType;
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

async function permissionsFor(type: ContentType) {
  const access = await managerAccess(await currentPageUser());
  return {
    create: canAccess(access, `${type}.create`),
    update: canAccess(access, `${type}.update`),
    publish: canAccess(access, `${type}.publish`),
    delete: canAccess(access, `${type}.delete`),
    analytics: canAccess(access, 'analytics.view'),
  };
}

async function ListBody({ type, locale, searchParams }: { type: ContentType; locale: Locale; searchParams: ListProps['searchParams'] }) {
  const raw = await searchParams;
  // A hand-edited address with a bad value falls back to the defaults rather than failing.
  const parsed = managerContentListQuery.safeParse(raw);
  const query = parsed.success ? parsed.data : managerContentListQuery.parse({});
  const [{ data, meta }, categories, can] = await Promise.all([
    listManagedContents(type, query, locale),
    termOptions('categories', locale),
    permissionsFor(type),
  ]);
  return <ContentList type={type} rows={data} meta={meta} categories={categories} can={can} />;
}

/** `{type}`: the data table of one content type. */
export async function ContentListScreen({ type, params, searchParams }: ListProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'managerContent' });
  const can = await permissionsFor(type);
  return (
    <ResourceFrame
      params={params}
      permission={`${type}.view`}
      title={t(`types.${type}`)}
      action={can.create ? { href: `/manager/panel/${type}/create`, label: t('list.create') } : null}
    >
      <ListBody type={type} locale={locale} searchParams={searchParams} />
    </ResourceFrame>
  );
}

type EditorProps = { type: ContentType; params: Promise<{ locale: Locale; id?: string }> };

async function EditorBody({ type, locale, id }: { type: ContentType; locale: Locale; id?: string }) {
  const [categories, tags, can] = await Promise.all([termOptions('categories', locale), termOptions('tags', locale), permissionsFor(type)]);
  if (id === undefined) return <ContentForm type={type} categories={categories} tags={tags} canPublish={can.publish} canDelete={false} />;
  const item = await loadRecordOr404(id, (itemId) => getContentEditorData(type, itemId));
  const previewLinks = await listPreviewLinks({ type, contentId: item.id });
  const reading = can.analytics ? await itemReading(item.id) : null;
  return (
    <div className="flex flex-col gap-8">
      <ContentForm
        revision={item.updated_at}
        type={type}
        categories={categories}
        tags={tags}
        canPublish={can.publish}
        canDelete={can.delete}
        version={item.version}
        initial={{
          id: item.id,
          status: item.status,
          category_id: item.category_id,
          category_ids: item.category_ids,
          tag_ids: item.tag_ids,
          cover: item.cover,
          published_at: item.published_at,
          attributes: item.attributes,
          translations: item.translations,
        }}
      />
      <PreviewLinksPanel
        type={type}
        contentId={item.id}
        initialLinks={previewLinks}
        isPublic={statusReadersSee(item.status, item.published_at) === 'published'}
      />
      {reading ? <ItemReadingPanel locale={locale} reading={reading} /> : null}
    </div>
  );
}

/** `{type}/create` and `{type}/{id}/edit`: the editor, with `{type}.create` or `{type}.update`. */
export async function ContentEditorScreen({ type, params }: EditorProps) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'managerContent' });
  const editing = id !== undefined;
  return (
    <ResourceFrame
      params={params}
      permission={editing ? `${type}.update` : `${type}.create`}
      title={t(editing ? 'form.editTitle' : 'form.createTitle', { type: t(`singular.${type}`) })}
      back={{ href: `/manager/panel/${type}`, label: t('form.back', { type: t(`types.${type}`) }) }}
    >
      <EditorBody type={type} locale={locale} id={id} />
    </ResourceFrame>
  );
}
