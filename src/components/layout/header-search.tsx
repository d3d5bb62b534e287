'use client';

import { Search } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { LazySiteSearchForm } from './lazy-site-search-form';

/** Whether a key press belongs to something the reader is typing into. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || Boolean(target.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"]), [role="textbox"]'));
}

/**
 * The header's way into search: a button (and the `/` key, as on most sites with a search box)
 * opens a search box under the header. Escape, or leaving it, closes it again.
 */
export function HeaderSearch() {
  const t = useTranslations('nav');
  const [isOpen, setIsOpen] = useState(false);
  // Each request to open moves focus into the box, also when it is already open.
  const [focusRequest, setFocusRequest] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const boxId = useId();

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const isSlash = event.key === '/' || (event.code === 'Slash' && !event.shiftKey);
      if (!isSlash || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented || isTypingTarget(event.target)) return;
      event.preventDefault();
      setIsOpen(true);
      setFocusRequest((count) => count + 1);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  useEffect(() => {
    if (focusRequest > 0) inputRef.current?.focus();
  }, [focusRequest]);

  const close = (returnFocus: boolean) => {
    setIsOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  return (
    <div
      data-script-only=""
      onBlur={(event) => {
        if (isOpen && !event.currentTarget.contains(event.relatedTarget as Node | null)) setIsOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="inline-flex h-10 min-w-10 items-center justify-center gap-2 rounded-lg px-2 text-sm text-muted hover:bg-surface-2 hover:text-fg xl:border xl:border-border xl:px-3"
        aria-expanded={isOpen}
        aria-controls={isOpen ? boxId : undefined}
        aria-keyshortcuts="/"
        title={t('searchShortcut')}
        data-testid="header-search"
        onClick={() => {
          if (isOpen) return close(false);
          setIsOpen(true);
          setFocusRequest((count) => count + 1);
        }}
      >
        <Search className="size-5 xl:size-4" aria-hidden="true" />
        <span className="sr-only xl:not-sr-only">{t('search')}</span>
        <kbd aria-hidden="true" className="hidden rounded border border-border px-1.5 font-sans text-xs xl:inline">
          /
        </kbd>
      </button>
      {isOpen ? (
        <div id={boxId} className="absolute inset-x-0 top-full border-b border-border bg-surface px-4 py-3 shadow-lg">
          <LazySiteSearchForm
            inputRef={inputRef}
            focusOnMount
            className="mx-auto max-w-2xl"
            onSearch={() => close(false)}
            onKeyDown={(event) => {
              if (event.key !== 'Escape') return;
              event.preventDefault();
              close(true);
            }}
          />
        </div>
      ) : null}
    </div>
  );
}
