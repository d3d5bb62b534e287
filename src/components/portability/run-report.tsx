'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { StatusBadge } from '@/components/manager-community/status-badge';
import { RecordsTable } from '@/components/panel/records-table';
import { EmptyState } from '@/components/ui/empty-state';
import type { Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import { formatNumber } from '@/shared/format/number';
import { BuiltInPageChoice } from './built-in-page-choice';
import type { ImportRunJson } from '@/shared/schemas/portability';
import { useKindLabel } from './use-kind-label';

type Line = ImportRunJson['report'][number];

/** The report's message keys the catalogues translate; anything else (a file error, `invalid: …`) is shown as the server wrote it. */
const reportKeys = [
  'missingFile', 'unsupportedFile', 'unreadableFile', 'statusDiscarded', 'pagesSkipped', 'unknownPostType', 'postTypeSkipped', 'unsupportedLanguage',
  'passwordProtected', 'pendingAsDraft', 'privateAsArchived', 'titleShortened', 'titleMissing', 'bodyTooLong', 'excerptShortened', 'slugTaken',
  'oldAddressTaken', 'aboutPageTaken', 'faqPageTaken', 'contactPageTaken',
  'uploadsNotGiven', 'fetchFailed', 'machinerySkipped', 'titleMarkupRemoved', 'blockDropped', 'shortcodeDropped', 'galleryWithoutIds', 'galleryImagesUnknown',
  'embedAsLink', 'externalMedia', 'markupDropped', 'categoriesCut', 'tagsCut', 'termsUndeclared', 'postIdTaken', 'commentsLeftOut', 'parentNotKept',
] as const;
type ReportKey = (typeof reportKeys)[number];
const isReportKey = (message: string): message is ReportKey => (reportKeys as readonly string[]).includes(message);

/** Messages that say their detail (a count, a post id) in their own words; any other line's detail shows beneath it as written. */
const countedKeys = new Set<ReportKey>(['machinerySkipped', 'categoriesCut', 'tagsCut', 'commentsLeftOut', 'parentNotKept']);

function Message({ line }: { line: Line }) {
  const t = useTranslations('portability.report');
  const locale = useLocale() as Locale;
  if (!isReportKey(line.message)) return <bdi dir="ltr">{line.message}</bdi>;
  const detail = line.detail && /^\d+$/.test(line.detail) ? formatNumber(Number(line.detail), locale) : (line.detail ?? '');
  if (countedKeys.has(line.message)) return <>{t(line.message, { detail })}</>;
  return (
    <span className="flex flex-col gap-1">
      <span>{t(line.message, { detail })}</span>
      {detail ? (
        <bdi dir="ltr" className="break-all text-xs text-muted">
          {detail}
        </bdi>
      ) : null}
    </span>
  );
}

const levelTone = { info: 'neutral', warning: 'pending', skipped: 'neutral', error: 'rejected' } as const;

function Summary({ run }: { run: ImportRunJson }) {
  const t = useTranslations('portability.report');
  const locale = useLocale() as Locale;
  const count = (level: Line['level']) => run.report.filter((line) => line.level === level).length;
  const tiles = [
    { key: 'written', label: run.dry_run ? t('wouldWrite') : t('written'), value: run.written },
    { key: 'skipped', label: t('skipped'), value: count('skipped') },
    { key: 'warnings', label: t('warnings'), value: count('warning') },
    { key: 'errors', label: t('errors'), value: count('error') },
  ];
  return (
    <dl aria-label={t('summary')} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {tiles.map((tile) => (
        <div key={tile.key} className="flex flex-col gap-1 rounded-xl border border-border bg-bg p-3" data-testid={`import-${tile.key}`}>
          <dt className="text-xs text-muted">{tile.label}</dt>
          <dd className="text-xl font-black">{formatNumber(tile.value, locale)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Lines of a file not brought, whose pictures stand as placeholders the media library lists. */
const MISSING_MEDIA = new Set(['missingFile', 'uploadsNotGiven', 'fetchFailed']);

/**
 * A finished run's report: the counts, then every line (level, kind, item, what happened) or the
 * empty state. A line whose item's old address is a built-in page offers, to whoever may edit
 * those pages, to put the item's text there (not after a dry run: the item was never written).
 */
export function RunReport({ run, canEditPages = false }: { run: ImportRunJson; canEditPages?: boolean }) {
  const t = useTranslations('portability.report');
  const kindLabel = useKindLabel();
  const id = useId();
  const rows = run.report.map((line, index) => ({ ...line, id: String(index) }));
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
      <h3 id={`${id}-heading`} className="text-sm font-bold">
        {t('heading')}
      </h3>
      <Summary run={run} />
      {run.dry_run ? <p className="text-sm text-muted">{t('dryRunNote')}</p> : null}
      {!run.dry_run && run.report.some((line) => line.kind === 'media' && MISSING_MEDIA.has(line.message)) ? (
        <p className="text-sm">
          <Link href="/manager/panel/media?status=missing" className="text-primary underline underline-offset-4">
            {t('seeMissingMedia')}
          </Link>
        </p>
      ) : null}
      {rows.length === 0 ? (
        <EmptyState title={t('empty')} description={t('emptyHint')} />
      ) : (
        <RecordsTable
          caption={t('caption')}
          rows={rows}
          rowTestId="import-report-line"
          columns={[
            { header: t('level'), cell: (line) => <StatusBadge tone={levelTone[line.level]}>{t(`levels.${line.level}`)}</StatusBadge> },
            { header: t('kind'), className: 'whitespace-nowrap', cell: (line) => kindLabel(line.kind) ?? <bdi dir="ltr">{line.kind}</bdi> },
            { header: t('item'), className: 'min-w-48', cell: (line) => <bdi dir="auto">{line.title ?? line.key ?? '—'}</bdi> },
            {
              header: t('message'),
              className: 'min-w-64',
              cell: (line) => (
                <div className="flex flex-col gap-3">
                  <Message line={line} />
                  {line.built_in_page && canEditPages && !run.dry_run ? <BuiltInPageChoice choice={line.built_in_page} /> : null}
                </div>
              ),
            },
          ]}
        />
      )}
    </section>
  );
}
