import { getTranslations } from 'next-intl/server';
import type { ContentItem } from './types';
import type { Locale } from '@/i18n/locales';
import { ContentGrid } from './content-grid';
import { surfaceChip } from '@/components/ui/surface';

/** More of the same type, the same category first (the service orders them). */
export async function RelatedItems({ locale, items }: { locale: Locale; items: ContentItem[] }) {
  if (items.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'library' });
  return (
    <section aria-labelledby="related-heading" className="flex flex-col gap-6 border-t border-border pt-10">
      <h2 id="related-heading" className={`w-fit max-w-full text-2xl font-bold ${surfaceChip}`}>
        {t('related')}
      </h2>
      <ContentGrid items={items} locale={locale} headingLevel="h3" columns={4} />
    </section>
  );
}
