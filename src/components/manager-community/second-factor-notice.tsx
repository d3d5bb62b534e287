import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { countManagersWithoutSecondFactor } from '@/server/services/two-factor/managers-without-second-factor';
import { managerSecondFactorRequired } from '@/server/services/two-factor/manager-second-factor';

/**
 * For super managers: a warning while managers may sign in with a password alone
 * (MANAGER_2FA=optional) or while some manager has no second factor. Nothing when neither holds.
 */
export async function SecondFactorNotice({ locale }: { locale: Locale }) {
  const required = managerSecondFactorRequired();
  const without = await countManagersWithoutSecondFactor();
  if (required && without === 0) return null;
  const t = await getTranslations({ locale, namespace: 'managerDashboard.secondFactor' });
  return (
    <section aria-labelledby="dashboard-second-factor" className="flex flex-col gap-2 rounded-xl border border-warn bg-surface p-4 text-sm">
      <h2 id="dashboard-second-factor" className="text-base font-bold">
        {t('title')}
      </h2>
      {required ? null : <p>{t.rich('optional', { bdi: (chunks) => <bdi dir="ltr">{chunks}</bdi> })}</p>}
      {without > 0 ? <p>{t('managersWithout', { count: without })}</p> : null}
      <Link href="/user/panel/setting#two-factor" className="self-start text-primary underline-offset-4 hover:underline">
        {t('enrolLink')}
      </Link>
    </section>
  );
}
