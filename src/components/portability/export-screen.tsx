import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { listImportRuns } from '@/server/services/portability';
import { ExportPanel } from './export-panel';
import { RESTORE_COMMAND } from './export-links';

/**
 * The export screen: what the archive holds and how it is restored, then the form, the export
 * being followed and the latest exports. The runs are read here, so the page arrives with them
 * (and with an export still going, which the browser then follows); everything after is the API's.
 */
export async function ExportScreen({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'portability.export' });
  const runs = await listImportRuns(['export']);
  return (
    <>
      <div className="flex max-w-3xl flex-col gap-4 text-sm">
        <p className="text-muted">{t('intro')}</p>
        <section aria-labelledby="export-holds" className="flex flex-col gap-2">
          <h2 id="export-holds" className="text-base font-bold">
            {t('holdsHeading')}
          </h2>
          <p>{t('holds')}</p>
          <p>{t('leftOut')}</p>
        </section>
        <section aria-labelledby="export-restore" className="flex flex-col gap-2">
          <h2 id="export-restore" className="text-base font-bold">
            {t('restoreHeading')}
          </h2>
          <p>{t('restore')}</p>
          <p>
            <bdi dir="ltr" className="inline-block max-w-full rounded-lg border border-border bg-surface-2 px-3 py-2 break-all">
              <code>{RESTORE_COMMAND}</code>
            </bdi>
          </p>
        </section>
      </div>
      <ExportPanel initialRuns={runs} />
    </>
  );
}
