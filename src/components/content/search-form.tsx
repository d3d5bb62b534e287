import { Search } from '@/components/ui/drawn-icons';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/** The site-wide search box: a plain GET form to `/{locale}/search`, so it works without JavaScript. */
export async function SearchForm({ locale, q = '' }: { locale: Locale; q?: string }) {
  const t = await getTranslations({ locale, namespace: 'library' });
  return (
    <form method="get" action={`/${locale}/search`} role="search" className="flex w-full max-w-2xl gap-2">
      <label htmlFor="site-search" className="sr-only">
        {t('searchLabel')}
      </label>
      <Input
        id="site-search"
        type="search"
        name="q"
        defaultValue={q}
        required
        maxLength={200}
        dir="auto"
        className="h-12 min-w-0 flex-1 rounded-xl bg-surface px-4 text-base"
      />
      <button type="submit" className={buttonVariants({ size: 'lg' })}>
        <Search className="size-5" aria-hidden="true" />
        {t('submitSearch')}
      </button>
    </form>
  );
}
