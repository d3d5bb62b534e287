import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { formatNumber } from '@/shared/format/number';
import { newsletterFrequencies, newsletterLanguages } from '@/shared/newsletter';
import type { SubscriberCountsJson } from '@/shared/schemas/newsletter';

/** The confirmed readers at a glance: how many, in which language, how often. */
export async function SubscriberSummary({ counts, locale }: { counts: SubscriberCountsJson; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'managerNewsletters' });
  const figures = [
    { key: 'confirmed', label: t('summary.confirmed'), value: counts.by_status.confirmed },
    { key: 'pending', label: t('summary.pending'), value: counts.by_status.pending },
    ...newsletterLanguages.map((language) => ({ key: language, label: t(`languages.${language}`), value: counts.by_language[language] })),
    ...newsletterFrequencies.map((frequency) => ({ key: frequency, label: t(`frequencies.${frequency}`), value: counts.by_frequency[frequency] })),
  ];
  return (
    <section aria-labelledby="subscriber-summary" className="flex flex-col gap-2">
      <h2 id="subscriber-summary" className="text-lg font-bold">
        {t('summary.title')}
      </h2>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-7">
        {figures.map((figure) => (
          <div key={figure.key} className="rounded-xl border border-border bg-surface p-3">
            <dt className="text-xs text-muted">{figure.label}</dt>
            <dd className="text-xl font-bold" data-testid={`subscriber-count-${figure.key}`}>
              {formatNumber(figure.value, locale)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
