import type { ReactNode } from 'react';
import { localeInfo, type Locale } from '@/i18n/locales';
import { surfaceCard } from '@/components/ui/surface';

/** `locale` is passed, not read from a provider: global-error renders this without one. */
type Props = { locale: Locale; title: string; message: ReactNode; action: ReactNode; status?: number; detail?: ReactNode };

/** Our own illustration: a gate (دروازه) standing ajar, with a lost path leading away. */
function GateIllustration() {
  return (
    <svg viewBox="0 0 240 160" className="h-40 w-auto" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="gate-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="var(--primary)" stopOpacity="0.35" />
          <stop offset="1" stopColor="var(--primary)" stopOpacity="0" />
        </linearGradient>
      </defs>
      <rect x="0" y="0" width="240" height="160" rx="24" fill="url(#gate-sky)" />
      <path d="M70 140 V62 a50 50 0 0 1 100 0 V140" fill="none" stroke="var(--fg)" strokeWidth="6" strokeLinecap="round" />
      <path d="M84 140 V70 a36 36 0 0 1 36 -36 V140 Z" fill="var(--surface-2)" stroke="var(--muted)" strokeWidth="3" />
      <path d="M120 34 a36 36 0 0 1 36 36 V140 L132 128 V52 Z" fill="var(--primary)" opacity="0.8" />
      <circle cx="110" cy="98" r="3" fill="var(--fg)" />
      <path d="M40 150 C 80 130, 150 160, 210 138" fill="none" stroke="var(--muted)" strokeWidth="3" strokeDasharray="6 8" />
      <circle cx="196" cy="40" r="10" fill="var(--accent)" opacity="0.8" />
    </svg>
  );
}

/**
 * «۴۰۴» in Persian. Not the shared number formatter: every page loads this screen's code with its
 * own (for the 404 and 403 fallbacks), and the formatter's module would come along.
 */
function statusInDigitsOf(status: number, locale: Locale): string {
  return new Intl.NumberFormat(localeInfo[locale].tag, { useGrouping: false }).format(status);
}

/** The full error page of SPEC §2/§8: message, illustration and a way home. */
export function ErrorScreen({ locale, title, message, action, status, detail }: Props) {
  return (
    // On an opaque card: the particle field moves around the message, never through it. A panel's
    // page is one card already: there the screen is that card's content, not a card within it.
    <section
      role="alert"
      className={`mx-auto my-8 flex max-w-xl flex-col items-center gap-6 px-6 py-12 text-center sm:my-12 ${surfaceCard} [.panel-surface_&]:my-0 [.panel-surface_&]:border-0 [.panel-surface_&]:py-8`}
    >
      <GateIllustration />
      {status ? (
        <p className="text-5xl font-black text-primary" data-testid="error-status">
          {statusInDigitsOf(status, locale)}
        </p>
      ) : null}
      <h1 className="text-2xl font-bold">{title}</h1>
      <div className="flex flex-col gap-2">
        {/* A long address (a preview link's token) wraps inside the card instead of widening a phone's page. */}
        <p className="text-muted [overflow-wrap:anywhere]" data-testid="error-message">
          {message}
        </p>
        {detail ? (
          <p className="text-sm leading-7 text-muted" data-testid="error-detail">
            {detail}
          </p>
        ) : null}
      </div>
      {action}
    </section>
  );
}
