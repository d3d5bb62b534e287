'use client';

import { useTranslations } from 'next-intl';
import { AutosaveStatus } from '@/components/autosave/autosave-status';
import { useWorkingCopy } from '@/components/autosave/use-working-copy';
import { WorkingCopyOffer } from '@/components/autosave/working-copy-offer';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { useRouter } from '@/i18n/navigation';
import { apiFetch } from '@/lib/api-client';
import { notificationUpdateSchema, type ManagerNotificationView } from '@/shared/schemas/notifications';
import { NotificationMessageFields, type NotificationMessageValues } from './message-fields';

type Props = { notification: Pick<ManagerNotificationView, 'id' | 'title_fa' | 'title_en' | 'text_fa' | 'text_en' | 'link'> };

/** Correct a sent notification's text and link; the audience stays as it was sent. */
export function NotificationEditForm({ notification }: Props) {
  const t = useTranslations('notifications.manager');
  const router = useRouter();
  const { form, submitWith } = useApiForm<NotificationMessageValues>(notificationUpdateSchema, {
    title_fa: notification.title_fa,
    title_en: notification.title_en,
    text_fa: notification.text_fa,
    text_en: notification.text_en,
    link: notification.link ?? '',
  });
  const autosave = useWorkingCopy({ form, kind: 'notifications', id: notification.id });

  const onSubmit = submitWith(async (values) => {
    await apiFetch<{ data: ManagerNotificationView }>(`/api/manager/notifications/${notification.id}`, {
      method: 'PATCH',
      body: { ...values, link: values.link || null },
    });
    await autosave.onSaved();
    router.push(`/manager/panel/notification/${notification.id}/detail`);
    router.refresh();
  });

  return (
    <form onSubmit={onSubmit} className="flex max-w-5xl flex-col gap-6" noValidate>
      <WorkingCopyOffer {...autosave} />
      <p className="text-sm text-muted">{t('editHint')}</p>
      <NotificationMessageFields form={form} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" isLoading={form.formState.isSubmitting}>
          {t('saveCorrection')}
        </Button>
        <AutosaveStatus state={autosave.state} retry={autosave.retry} />
      </div>
    </form>
  );
}
