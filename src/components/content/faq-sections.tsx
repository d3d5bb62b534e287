import { ChevronDown } from '@/components/ui/drawn-icons';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { featureTopicKeys, type FeatureTopic } from '@/shared/content-types';
import { formatNumber } from '@/shared/format/number';
import { FaqTopicFilter, type FaqSection } from './faq-topic-filter';
import { surfaceCard, surfaceChip } from '@/components/ui/surface';

type Faq = { id: string; topic: FeatureTopic; question: string; answer: string };

/**
 * SPEC §9's twelve topics, each a section of questions. Each question is a native
 * `<details>` disclosure: keyboard and screen-reader accessible, and it works without JavaScript.
 */
export async function FaqSections({ locale, faqs }: { locale: Locale; faqs: Faq[] }) {
  const t = await getTranslations({ locale, namespace: 'faqPage' });
  const topics = await getTranslations({ locale, namespace: 'content.topics' });

  const sections: FaqSection[] = featureTopicKeys.map((topic) => {
    const items = faqs.filter((faq) => faq.topic === topic);
    return {
      topic,
      label: topics(topic),
      count: formatNumber(items.length, locale),
      content: (
        <section aria-labelledby={`topic-${topic}`} className="flex flex-col gap-3">
          <div className={`flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 px-4 py-2 ${surfaceCard}`}>
            <h2 id={`topic-${topic}`} className="scroll-mt-24 text-xl font-bold">
              {topics(topic)}
            </h2>
            <span className="text-sm text-muted">{t('count', { count: items.length })}</span>
          </div>
          {items.length === 0 ? (
            <p className={`w-fit max-w-full text-sm text-muted ${surfaceChip}`}>{t('emptyTopic')}</p>
          ) : (
            <div className="flex flex-col gap-2">
              {items.map((faq) => (
                <details key={faq.id} className="group rounded-xl border border-border bg-surface open:border-primary/60">
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-4 py-3 font-medium [&::-webkit-details-marker]:hidden">
                    <span dir="auto" className="text-start">
                      {faq.question}
                    </span>
                    <ChevronDown aria-hidden className="size-4 shrink-0 text-muted transition-transform group-open:rotate-180" />
                  </summary>
                  <p dir="auto" className="whitespace-pre-line px-4 pb-4 leading-8 text-muted">
                    {faq.answer}
                  </p>
                </details>
              ))}
            </div>
          )}
        </section>
      ),
    };
  });

  return <FaqTopicFilter sections={sections} filterLabel={t('filterLabel')} allLabel={t('allTopics')} />;
}
