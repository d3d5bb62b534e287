'use client';

import { RotateCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { surfaceCard } from '@/components/ui/surface';
import { isLocale, localeInfo, type Locale } from '@/i18n/locales';
import { keptPages, type KeptPage } from '@/lib/kept-pages';

type Words = { heading: string; empty: string; saved: string; loading: string; retry: string };

/** The pages this device can open without a connection, read from the service worker's caches. */
export function OfflineShelf({ locale, words }: { locale: Locale; words: Words }) {
  const [pages, setPages] = useState<KeptPage[] | null>(null);
  useEffect(() => {
    void keptPages().then(setPages, () => setPages([]));
  }, []);

  return (
    <section aria-labelledby="kept-heading" className={`flex flex-col gap-4 ${surfaceCard} p-5 sm:p-6`} data-testid="offline-shelf">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="kept-heading" className="text-xl font-bold">
          {words.heading}
        </h2>
        <Button severity="secondary" onClick={() => location.reload()}>
          <RotateCw className="size-4" aria-hidden="true" />
          {words.retry}
        </Button>
      </div>
      {pages === null ? (
        <p role="status" className="text-muted">
          {words.loading}
        </p>
      ) : pages.length === 0 ? (
        <p className="text-muted">{words.empty}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {pages.map((page) => {
            const language = page.path.split('/')[1];
            const lang = isLocale(language) ? language : locale;
            return (
              <li key={page.path} className="flex flex-wrap items-center gap-2">
                <a href={page.path} lang={lang} dir={localeInfo[lang].dir} hrefLang={lang} className="font-medium text-primary hover:underline">
                  {page.title}
                </a>
                {page.isSaved ? <span className="rounded-full bg-surface-2 px-2 py-0.5 text-xs text-muted">{words.saved}</span> : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
