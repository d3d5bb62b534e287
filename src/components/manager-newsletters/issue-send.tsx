'use client';

import { CalendarClock, Send } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { ConfirmButton } from '@/components/panel/confirm-button';
import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import { FieldError } from '@/components/ui/field';
import { useRouter } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { api } from '@/lib/api-client';
import { newsletterContracts } from '@/shared/api/browser/newsletter';
import { formatDateTime, formatModelDateTime, parseModelDateTime } from '@/shared/dates';
import { formatNumber } from '@/shared/format/number';

type Props = { id: string; locale: Locale; scheduledAt: string | null; recipients: number };

/**
 * Sends the issue to its confirmed readers now (after a confirmation that says how many), or
 * at a time picked in the site's calendar; a scheduled issue can be moved or sent at once.
 */
export function IssueSend({ id, locale, scheduledAt, recipients }: Props) {
  const t = useTranslations('managerNewsletters');
  const router = useRouter();
  const fieldId = useId();
  const [at, setAt] = useState<string | null>(scheduledAt ? formatModelDateTime(new Date(scheduledAt)) : null);
  const [error, setError] = useState<string | null>(null);
  const [isScheduling, setIsScheduling] = useState(false);
  const send = async (scheduled_at?: string) => {
    await api(newsletterContracts.sendNewsletterIssue, { params: { id }, body: scheduled_at ? { scheduled_at } : {} });
    router.refresh();
  };
  const schedule = async () => {
    const when = at ? parseModelDateTime(at) : null;
    if (!when || when.getTime() <= Date.now()) {
      setError(t('send.futureOnly'));
      return;
    }
    setError(null);
    setIsScheduling(true);
    try {
      await send(when.toISOString());
    } catch {
      // The API client has already said what went wrong.
    } finally {
      setIsScheduling(false);
    }
  };
  return (
    <section aria-labelledby={`${fieldId}-title`} className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4">
      <h2 id={`${fieldId}-title`} className="text-base font-bold">
        {t('send.title')}
      </h2>
      <p className="text-sm text-muted">{t('send.recipients', { count: recipients, number: formatNumber(recipients, locale) })}</p>
      {scheduledAt ? (
        <p role="status" className="rounded-lg bg-primary/10 px-3 py-2 text-sm">
          {t('send.scheduledFor', { date: formatDateTime(scheduledAt, locale) })}
        </p>
      ) : null}
      <ConfirmButton
        label={
          <>
            <Send className="size-4" aria-hidden="true" />
            {t('send.now')}
          </>
        }
        severity="secondary"
        className="self-start"
        title={t('send.confirmTitle')}
        description={t('send.confirmDescription', { count: recipients, number: formatNumber(recipients, locale) })}
        confirmLabel={t('send.confirm')}
        onConfirm={() => send()}
      />
      <div className="flex flex-wrap items-end gap-3">
        <DatePicker
          id={`${fieldId}-at`}
          mode="datetime"
          label={t('send.at')}
          locale={locale}
          value={at}
          onChange={setAt}
          invalid={Boolean(error)}
          describedBy={error ? `${fieldId}-error` : undefined}
        />
        <Button type="button" severity="secondary" isLoading={isScheduling} onClick={() => void schedule()}>
          <CalendarClock className="size-4" aria-hidden="true" />
          {t(scheduledAt ? 'send.reschedule' : 'send.schedule')}
        </Button>
      </div>
      <FieldError id={`${fieldId}-error`} message={error} />
    </section>
  );
}
