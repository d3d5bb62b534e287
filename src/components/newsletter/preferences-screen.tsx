import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { ClientMessages } from '@/components/shell/client-messages';
import type { Locale } from '@/i18n/locales';
import { listCategories } from '@/server/services/content';
import { contentTypeNames } from '@/shared/content-types';
import { NewsletterPreferences } from './newsletter-preferences';

/**
 * The preferences page: the sections and categories a reader may narrow the newsletter to, and
 * the subscription the link's token names, read in the browser (the page holds no token and
 * caches like any public page).
 */
export async function NewsletterPreferencesScreen({ locale }: { locale: Locale }) {
  const [t, nav, categories] = await Promise.all([
    getTranslations({ locale, namespace: 'newsletter.preferencesPage' }),
    getTranslations({ locale, namespace: 'nav' }),
    listCategories(locale),
  ]);
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-6 rounded-2xl border border-border bg-surface p-6 sm:p-8">
      <h1 className="text-2xl font-black">{t('title')}</h1>
      {/* The token is read in the browser (useSearchParams), below a boundary so the rest renders statically. */}
      <Suspense>
        <ClientMessages locale={locale} group="newsletterPreferences">
          <NewsletterPreferences
            sections={contentTypeNames.map((type) => ({ value: type, label: nav(type) }))}
            categories={categories.map((category) => ({ value: category.id, label: category.name }))}
          />
        </ClientMessages>
      </Suspense>
    </section>
  );
}
