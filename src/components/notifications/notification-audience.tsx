import { useTranslations } from 'next-intl';
import type { ManagerNotificationView, notificationAudiences } from '@/shared/schemas/notifications';
import { MetaLine } from '@/components/ui/meta-line';

/** The message key naming each audience a notification can be sent to. */
export const audienceKey = {
  everyone: 'audienceEveryone',
  role: 'audienceRole',
  users: 'audienceUsers',
} as const satisfies Record<(typeof notificationAudiences)[number], string>;

/** Whom a notification went to, with the role's title when it went to a role. */
export function NotificationAudience({ notification }: { notification: Pick<ManagerNotificationView, 'audience' | 'role'> }) {
  const t = useTranslations('notifications.manager');
  return <MetaLine parts={[t(audienceKey[notification.audience]), notification.role?.title]} />;
}
