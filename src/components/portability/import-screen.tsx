import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { currentPageUser } from '@/server/auth/page-session';
import { canAccess, managerAccess } from '@/server/auth/manager-access';
import { listImportRuns } from '@/server/services/portability';
import { ImportPanel } from './import-panel';

/**
 * The import screen: the latest runs are read here, so the page arrives with them (and with the
 * run still going, which the browser then follows); everything after is the API's.
 */
export async function ImportScreen({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'portability.import' });
  const [runs, access] = await Promise.all([listImportRuns(), managerAccess(await currentPageUser())]);
  return (
    <>
      <p className="max-w-3xl text-sm text-muted">{t('intro')}</p>
      <ImportPanel initialRuns={runs} canEditPages={canAccess(access, 'pages.update')} />
    </>
  );
}
