'use client';

import { useEffect, useRef } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/i18n/locales';
import type { WorkingCopyControls } from './use-working-copy';
import { autosaveTime } from './autosave-time';

type Props = Pick<WorkingCopyControls, 'offer' | 'restore' | 'discard'>;

/** "Unsaved changes from 14:02": put the kept copy back into the form, or drop it. */
export function WorkingCopyOffer({ offer, restore, discard }: Props) {
  const t = useTranslations('autosave');
  const locale = useLocale() as Locale;
  const section = useRef<HTMLElement>(null);
  const shown = Boolean(offer);
  // After a reload the browser puts the page back where it was, often below the offer, which
  // arrives a moment later: bring it into view, and to the keyboard when nothing else has focus
  // (an editor already typing keeps their place).
  useEffect(() => {
    const element = section.current;
    if (!shown || !element) return;
    const { top, bottom } = element.getBoundingClientRect();
    if (top < 0 || bottom > window.innerHeight) element.scrollIntoView({ block: 'center' });
    if (!document.activeElement || document.activeElement === document.body) element.focus({ preventScroll: true });
  }, [shown]);
  if (!offer) return null;
  return (
    <section
      ref={section}
      tabIndex={-1}
      aria-labelledby="working-copy-offer-title"
      data-testid="working-copy-offer"
      className="flex flex-wrap items-center gap-3 rounded-xl border border-warn/60 bg-surface p-4 text-sm"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p id="working-copy-offer-title" className="font-semibold">
          {t('offer', { time: autosaveTime(offer.updated_at, locale) })}
        </p>
        <p className="text-muted">{t('offerHint')}</p>
      </div>
      <div className="flex gap-2">
        <Button type="button" size="sm" onClick={restore}>
          {t('restore')}
        </Button>
        <Button type="button" size="sm" severity="secondary" onClick={() => void discard()}>
          {t('discard')}
        </Button>
      </div>
    </section>
  );
}
