'use client';

import { useLocale, useTranslations } from 'next-intl';
import { ConfirmButton } from '@/components/panel/confirm-button';
import { Button } from '@/components/ui/button';
import { useRouter } from '@/i18n/navigation';
import { localeInfo, type Locale } from '@/i18n/locales';
import { api } from '@/lib/api-client';
import { revisionContracts } from '@/shared/api/browser/content-revisions';
import { toast } from '@/lib/toast';
import type { ContentType } from '@/shared/content-types';
import type { RevisionSummary } from '@/shared/schemas/content-revisions';
import { formatDateTime } from '@/shared/dates';
import { formatNumber } from '@/shared/format/number';
import { MetaLine } from '@/components/ui/meta-line';

type Props = {
  type: ContentType;
  id: string;
  current: number;
  revisions: RevisionSummary[];
  canRestore: boolean;
  canPublish: boolean;
};

/**
 * An item's revisions, newest first. Two radio columns pick the pair to compare (a plain GET form,
 * so the comparison has an address of its own); each older revision can be restored.
 */
export function RevisionList({ type, id, current, revisions, canRestore, canPublish }: Props) {
  const t = useTranslations('revisions');
  const statuses = useTranslations('managerContent.statuses');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const number = (value: number) => formatNumber(value, locale, { useGrouping: false });

  const restore = async (version: number) => {
    const { data } = await api(revisionContracts[type].restore, { params: { id, version } });
    toast({ severity: 'success', detail: t('restored', { version: number(version), current: number(data.version) }) });
    router.refresh();
  };

  if (revisions.length === 0) return <p>{t('empty')}</p>;
  return (
    <form method="get" className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t('intro')}</p>
      <ol className="flex flex-col gap-3" aria-label={t('title')}>
        {revisions.map((revision, index) => (
          <li key={revision.id} data-testid="revision" className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-border bg-surface p-4">
            <div className="flex min-w-0 flex-1 basis-64 flex-col gap-1">
              <p className="font-bold">
                {t('version', { version: number(revision.version) })}
                {revision.version === current ? <span className="ms-2 rounded-full bg-primary/10 px-2 py-0.5 text-xs font-medium text-primary">{t('current')}</span> : null}
                <span className="ms-2 text-sm font-normal text-muted">{statuses(revision.status)}</span>
              </p>
              <p className="text-sm">
                <MetaLine
                  parts={[
                    revision.author ? t('by', { name: revision.author.name }) : t('byUnknown'),
                    <time key="at" dateTime={revision.created_at}>
                      {formatDateTime(revision.created_at, locale)}
                    </time>,
                  ]}
                />
              </p>
              {revision.restored_from ? <p className="text-sm text-muted">{t('restoredFrom', { version: number(revision.restored_from) })}</p> : null}
              <ul className="flex flex-col gap-0.5 text-sm text-muted">
                {(['fa', 'en'] as const).map((lang) =>
                  revision.titles[lang] ? (
                    <li key={lang} lang={lang} dir={localeInfo[lang].dir}>
                      {revision.titles[lang]}
                    </li>
                  ) : null,
                )}
              </ul>
            </div>
            <div className="flex flex-wrap items-center gap-3 text-sm">
              <label className="flex items-center gap-1.5">
                <input type="radio" name="from" value={revision.version} defaultChecked={index === 1 || (revisions.length === 1 && index === 0)} />
                {t('older')}
                <span className="sr-only">{t('pickOlder', { version: number(revision.version) })}</span>
              </label>
              <label className="flex items-center gap-1.5">
                <input type="radio" name="to" value={revision.version} defaultChecked={index === 0} />
                {t('newer')}
                <span className="sr-only">{t('pickNewer', { version: number(revision.version) })}</span>
              </label>
              {canRestore && revision.version !== current ? (
                <ConfirmButton
                  label={t('restore')}
                  ariaLabel={`${t('restore')}: ${t('version', { version: number(revision.version) })}`}
                  title={t('restoreTitle', { version: number(revision.version) })}
                  description={canPublish ? t('restoreConfirm') : `${t('restoreConfirm')} ${t('restoreAsDraft')}`}
                  confirmLabel={t('restore')}
                  severity="secondary"
                  size="sm"
                  onConfirm={() => restore(revision.version)}
                />
              ) : null}
            </div>
          </li>
        ))}
      </ol>
      {revisions.length > 1 ? (
        <Button type="submit" className="w-fit">
          {t('compare')}
        </Button>
      ) : null}
    </form>
  );
}
