'use client';

import { Search } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useRouter } from 'next/navigation';
import type { Locale } from '@/i18n/locales';
import { localePath } from '@/i18n/locale-path';
import { cx } from '@/lib/cx';
import { useSearchSuggestions, type Suggestion } from './use-search-suggestions';

type Props = {
  inputRef?: RefObject<HTMLInputElement | null>;
  /** Called once the search is on its way (the header closes its box, the sheet closes itself). */
  onSearch?: () => void;
  onKeyDown?: (event: KeyboardEvent<HTMLFormElement>) => void;
  className?: string;
  /** Focus the box once it is there (it loads when search is opened, after the request to focus). */
  focusOnMount?: boolean;
};

/**
 * One labelled search box for the header and the mobile menu. It is a real GET form to
 * `/{locale}/search`; with the router at hand the results open without a full page load. While
 * a reader types it suggests titles, tags and categories (or a spelling the library holds) as a
 * combobox: arrows move through them, Enter opens one, Escape closes the list.
 */
export function SiteSearchForm({ inputRef, onSearch, onKeyDown, className, focusOnMount = false }: Props) {
  const ownRef = useRef<HTMLInputElement>(null);
  const boxRef = inputRef ?? ownRef;
  useEffect(() => {
    if (focusOnMount) boxRef.current?.focus();
  }, [focusOnMount, boxRef]);
  const t = useTranslations('nav');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const inputId = useId();
  const listId = useId();
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const [isListOpen, setIsListOpen] = useState(true);
  const suggestions = useSearchSuggestions(text);
  const isExpanded = isListOpen && suggestions.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  const open = (href: string) => {
    router.push(localePath(locale, href));
    setIsListOpen(false);
    onSearch?.();
  };

  const labelOf = (suggestion: Suggestion) => (suggestion.kind === 'spelling' ? t('didYouMean', { suggestion: suggestion.label }) : suggestion.label);
  const kindOf = (suggestion: Suggestion) => (suggestion.kind === 'tag' ? t('suggestionTag') : suggestion.kind === 'category' ? t('suggestionCategory') : null);

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!isExpanded) {
      if (event.key === 'ArrowDown' && suggestions.length > 0) {
        event.preventDefault();
        setIsListOpen(true);
        setActive(0);
      }
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Past either end the box itself is active again, as in the ARIA combobox pattern.
      setActive((index) => {
        const next = index + step;
        return next >= suggestions.length ? -1 : next < -1 ? suggestions.length - 1 : next;
      });
    } else if (event.key === 'Enter' && active >= 0 && suggestions[active]) {
      event.preventDefault();
      open(suggestions[active].href);
    } else if (event.key === 'Escape') {
      // The first Escape closes the list; the next one reaches the header, which closes the box.
      event.preventDefault();
      event.stopPropagation();
      setIsListOpen(false);
      setActive(-1);
    }
  };

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
        open(`/search?q=${encodeURIComponent(q.trim())}`);
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {t('searchLabel')}
      </label>
      <div className="relative min-w-0 flex-1">
        <Input
          ref={boxRef}
          id={inputId}
          type="search"
          name="q"
          required
          maxLength={200}
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={isExpanded}
          aria-controls={listId}
          aria-activedescendant={isExpanded && active >= 0 ? optionId(active) : undefined}
          // Typed text takes its own direction; the empty box keeps the page's, so the placeholder reads right.
          dir={text ? 'auto' : undefined}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setIsListOpen(true);
            setActive(-1);
          }}
          onKeyDown={onInputKeyDown}
          onBlur={() => setIsListOpen(false)}
          enterKeyHint="search"
          placeholder={t('searchPlaceholder')}
          compact
          className="w-full text-base"
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={t('suggestions')}
          hidden={!isExpanded}
          className="absolute inset-x-0 top-full z-50 mt-1 max-h-80 overflow-y-auto rounded-lg border border-border bg-surface py-1 shadow-lg"
        >
          {suggestions.map((suggestion, index) => (
            <li
              key={`${suggestion.kind}-${suggestion.href}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={cx('flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 text-sm', index === active ? 'bg-surface-2 text-fg' : 'text-fg')}
              // Chosen before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                open(suggestion.href);
              }}
            >
              <span className="min-w-0 truncate" dir="auto">
                {labelOf(suggestion)}
              </span>
              {kindOf(suggestion) ? <span className="shrink-0 text-xs text-muted">{kindOf(suggestion)}</span> : null}
            </li>
          ))}
        </ul>
      </div>
      <button type="submit" className={buttonVariants({ size: 'md' })}>
        <Search className="size-4" aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">{t('submitSearch')}</span>
      </button>
    </form>
  );
}
