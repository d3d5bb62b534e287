'use client';

import { useTranslations } from 'next-intl';
import { AutosavedForm, useAutosavedForm } from '@/components/autosave/autosaved-form';
import { api } from '@/lib/api-client';
import { notificationTicketContracts } from '@/shared/api/browser/notifications-tickets';
import { notificationUpdateSchema, type ManagerNotificationView } from '@/shared/schemas/notifications';
import { NotificationMessageFields, type NotificationMessageValues } from './message-fields';

type Props = { notification: Pick<ManagerNotificationView, 'id' | 'title_fa' | 'title_en' | 'text_fa' | 'text_en' | 'link'> };

/** Correct a sent notification's text and link; the audience stays as it was sent. */
export function NotificationEditForm({ notification }: Props) {
  const t = useTranslations('notifications.manager');
  const { id, title_fa, title_en, text_fa, text_en, link } = notification;
  const editor = useAutosavedForm<NotificationMessageValues>({
    schema: notificationUpdateSchema,
    defaults: { title_fa, title_en, text_fa, text_en, link: link ?? '' },
    autosave: { kind: 'notifications', id },
    save: async (values) => {
      await api(notificationTicketContracts.updateNotification, { params: { id }, body: { ...values, link: values.link || null } });
      return { next: `/manager/panel/notification/${id}/detail` };
    },
  });

  return (
    <AutosavedForm editor={editor} submitLabel={t('saveCorrection')}>
      <p className="text-sm text-muted">{t('editHint')}</p>
      <NotificationMessageFields form={editor.form} />
    </AutosavedForm>
  );
}
