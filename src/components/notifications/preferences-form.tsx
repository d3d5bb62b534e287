'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { api } from '@/lib/api-client';
import { notificationTicketContracts } from '@/shared/api/browser/notifications-tickets';
import type { NotificationPreferences } from '@/shared/schemas/notifications';

/** Notification preferences in the settings page: saved as soon as a box is toggled. */
export function NotificationPreferencesForm({ initial }: { initial: NotificationPreferences }) {
  const t = useTranslations('notifications');
  const id = useId();
  const [value, setValue] = useState(initial.email_on_ticket_reply);
  const [isSaving, setIsSaving] = useState(false);

  const onChange = async (next: boolean) => {
    setValue(next);
    setIsSaving(true);
    try {
      const answer = await api(notificationTicketContracts.updateNotificationPreferences, { body: { email_on_ticket_reply: next } });
      setValue(answer.data.email_on_ticket_reply);
    } catch {
      setValue(!next);
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-border bg-surface p-6">
      <h2 id={`${id}-title`} className="mb-4 text-lg font-bold">
        {t('preferencesTitle')}
      </h2>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          checked={value}
          disabled={isSaving}
          aria-describedby={`${id}-hint`}
          onChange={(event) => void onChange(event.target.checked)}
          className="mt-1 size-4 accent-primary"
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={id} className="text-sm font-medium">
            {t('emailOnTicketReply')}
          </label>
          <p id={`${id}-hint`} className="text-xs text-muted">
            {t('emailOnTicketReplyHint')}
          </p>
        </div>
      </div>
    </section>
  );
}
