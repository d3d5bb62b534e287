import { getTranslations } from 'next-intl/server';
import { StatusBadge } from '@/components/manager-community/status-badge';
import { MetaLine } from '@/components/ui/meta-line';
import { env } from '@/env';
import type { Locale } from '@/i18n/locales';
import { canAccess, managerAccess } from '@/server/auth/manager-access';
import { currentPageUser } from '@/server/auth/page-session';
import { countSubscribers, itemChoices, previewIssue } from '@/server/services/newsletter';
import { formatDateTime } from '@/shared/dates';
import { formatNumber } from '@/shared/format/number';
import type { IssueJson } from '@/shared/schemas/newsletter';
import { IssueComposer } from './issue-composer';
import { IssueProgressRefresh } from './issue-progress-refresh';
import { IssueSend } from './issue-send';
import { IssueTestSend } from './issue-test-send';
import { isIssueOpen, issueStatusTones } from './issue-words';

/** An issue's progress: how many of its readers got it, failed, or wait; opens and clicks when the site counts them. */
async function IssueProgress({ issue, locale }: { issue: IssueJson; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'managerNewsletters' });
  const number = (value: number) => formatNumber(value, locale);
  const figures = [
    ['sent', issue.sent],
    ['failed', issue.failed],
    ['left', issue.left],
    ...(env().NEWSLETTER_TRACKING ? [['opens', issue.opens] as const, ['clicks', issue.clicks] as const] : []),
  ] as const;
  return (
    <section aria-labelledby="issue-progress" className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4">
      <h2 id="issue-progress" className="text-base font-bold">
        {t('progress.title')}
      </h2>
      <progress
        max={Math.max(issue.total, 1)}
        value={issue.sent + issue.failed}
        className="h-2 w-full accent-primary"
        aria-label={t('progress.short', { sent: number(issue.sent), total: number(issue.total), failed: number(issue.failed) })}
      />
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
        {figures.map(([key, value]) => (
          <div key={key}>
            <dt className="text-xs text-muted">{t(`progress.${key}`)}</dt>
            <dd className="text-lg font-bold" data-testid={`issue-${key}`}>
              {number(value)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * One issue: its state and progress (re-read every few seconds while it sends), then, while it is
 * still a draft or scheduled, the composer, a test send and the send itself, beside the e-mail as
 * its readers will get it.
 */
export async function IssueScreen({ issue, locale }: { issue: IssueJson; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'managerNewsletters' });
  const user = await currentPageUser();
  const canSend = canAccess(await managerAccess(user), 'newsletters.send');
  const isOpen = isIssueOpen(issue.status);
  const [preview, choices, counts] = await Promise.all([
    previewIssue({ id: issue.id }),
    isOpen && canSend ? itemChoices(issue.locale, issue.item_ids) : [],
    isOpen && canSend ? countSubscribers() : null,
  ]);
  return (
    <>
      {issue.status === 'sending' ? <IssueProgressRefresh /> : null}
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <StatusBadge tone={issueStatusTones[issue.status]}>{t(`statuses.${issue.status}`)}</StatusBadge>
        <MetaLine
          className="text-muted"
          parts={[t(`kinds.${issue.kind}`), t(`languages.${issue.locale}`), t('createdAt', { date: formatDateTime(issue.created_at, locale) })]}
        />
      </div>
      {issue.total > 0 ? <IssueProgress issue={issue} locale={locale} /> : null}
      <div className="grid gap-6 xl:grid-cols-2">
        <div className="flex flex-col gap-6">
          {isOpen && canSend ? (
            <>
              {/* Each language's items: the composer's language is fixed once the draft exists. */}
              <IssueComposer issue={issue} choices={{ fa: [], en: [], [issue.locale]: choices }} />
              <IssueTestSend id={issue.id} defaultEmail={user?.email ?? ''} />
              <IssueSend id={issue.id} locale={locale} scheduledAt={issue.scheduled_at} recipients={counts?.by_language[issue.locale] ?? 0} />
            </>
          ) : null}
        </div>
        <section aria-labelledby="issue-preview" className="flex flex-col gap-2">
          <h2 id="issue-preview" className="text-base font-bold">
            {t('preview.title')}
          </h2>
          <p className="text-xs text-muted">{t('preview.hint')}</p>
          {/* The e-mail as a reader gets it, in a sandbox of its own origin: nothing of it runs, no link leaves the panel. */}
          <iframe
            title={t('preview.frame', { subject: issue.subject })}
            srcDoc={preview}
            sandbox=""
            className="h-[48rem] w-full rounded-xl border border-border bg-white"
            data-testid="issue-preview-frame"
          />
        </section>
      </div>
    </>
  );
}
