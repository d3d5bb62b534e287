'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import type { Locale } from '@/i18n/locales';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/shared/format/number';
import type { ImportRunJson } from '@/shared/schemas/portability';
import { useKindLabel } from './use-kind-label';

type Props = {
  progress: ImportRunJson['progress'];
  /** A bar's words from its kind and its counts already in the reader's digits; the import's "12 of 56 articles" when left out. */
  describe?: (kind: string, done: string, total: string) => string;
};

/**
 * A bar per kind the file holds, items handled of all of them ("12 of 56 articles"). Shown while
 * the run goes and after it, where it says how far each kind got. An export has one kind, its
 * rows and files, which it names through `describe`.
 */
export function RunProgress({ progress, describe }: Props) {
  const t = useTranslations('portability.run');
  const locale = useLocale() as Locale;
  const kindLabel = useKindLabel();
  const id = useId();
  const entries = Object.entries(progress).filter(([, { total }]) => total > 0);
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-2">
      <h3 id={`${id}-heading`} className="text-sm font-bold">
        {t('progress')}
      </h3>
      <ul className={cn('grid gap-3', entries.length > 1 && 'sm:grid-cols-2')}>
        {entries.map(([kind, { done, total }]) => {
          const [doneText, totalText] = [formatNumber(done, locale), formatNumber(total, locale)];
          const text = describe ? describe(kind, doneText, totalText) : t('progressOf', { done: doneText, total: totalText, kind: kindLabel(kind) ?? kind });
          return (
            <li key={kind} className="flex flex-col gap-1" data-testid="import-progress">
              <span id={`${id}-${kind}`} className="text-sm">
                {text}
              </span>
              <progress max={total} value={Math.min(done, total)} aria-labelledby={`${id}-${kind}`} className="h-2 w-full accent-primary" />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
