'use client';

import { Search } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState, type KeyboardEvent, type RefObject } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useRouter } from 'next/navigation';
import type { Locale } from '@/i18n/locales';
import { localePath } from '@/i18n/locale-path';
import { cx } from '@/lib/cx';

type Props = {
  inputRef?: RefObject<HTMLInputElement | null>;
  /** Called once the search is on its way (the header closes its box, the sheet closes itself). */
  onSearch?: () => void;
  onKeyDown?: (event: KeyboardEvent<HTMLFormElement>) => void;
  className?: string;
};

/**
 * One labelled search box for the header and the mobile menu. It is a real GET form to
 * `/{locale}/search`; with the router at hand the results open without a full page load.
 */
export function SiteSearchForm({ inputRef, onSearch, onKeyDown, className }: Props) {
  const t = useTranslations('nav');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const inputId = useId();
  // Typed text takes its own direction; the empty box keeps the page's, so the placeholder reads right.
  const [hasText, setHasText] = useState(false);
  return (
    <form
      role="search"
      method="get"
      action={`/${locale}/search`}
      className={cx('flex w-full gap-2', className)}
      onKeyDown={onKeyDown}
      onSubmit={(event) => {
        const q = new FormData(event.currentTarget).get('q');
        if (typeof q !== 'string' || !q.trim()) return;
        event.preventDefault();
        router.push(localePath(locale, `/search?q=${encodeURIComponent(q.trim())}`));
        onSearch?.();
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {t('searchLabel')}
      </label>
      <Input
        ref={inputRef}
        id={inputId}
        type="search"
        name="q"
        required
        maxLength={200}
        dir={hasText ? 'auto' : undefined}
        onChange={(event) => setHasText(event.currentTarget.value !== '')}
        enterKeyHint="search"
        placeholder={t('searchPlaceholder')}
        compact
        className="min-w-0 flex-1 text-base"
      />
      <button type="submit" className={buttonVariants({ size: 'md' })}>
        <Search className="size-4" aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">{t('submitSearch')}</span>
      </button>
    </form>
  );
}
