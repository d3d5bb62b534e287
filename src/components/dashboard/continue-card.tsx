import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { formatNumber } from '@/shared/format/number';
import type { ContinueItem } from '@/shared/schemas/dashboard';

function clock(seconds: number, locale: Locale): string {
  const whole = Math.floor(seconds);
  const minutes = Math.floor(whole / 60);
  return `${formatNumber(minutes, locale)}:${formatNumber(whole % 60, locale, { minimumIntegerDigits: 2 })}`;
}

/** The last podcast / video not finished (with where it stopped) or the last article opened. */
export function ContinueCard({ heading, entry }: { heading: string; entry: ContinueItem }) {
  const t = useTranslations('dashboard');
  const locale = useLocale() as Locale;
  const { item } = entry;
  const percent = entry.duration > 0 ? Math.min(100, Math.round((entry.position / entry.duration) * 100)) : null;
  return (
    <article className="flex flex-col gap-2 rounded-2xl border border-border bg-surface p-4" data-testid={`continue-${item.type}`}>
      <p className="text-xs text-muted">{heading}</p>
      <Link href={`/${item.type}/${item.slug}`} className="font-bold hover:text-primary">
        {item.title}
      </Link>
      {percent !== null ? (
        <>
          <div className="h-1.5 overflow-hidden rounded-full bg-surface-2" aria-hidden="true">
            <div className="h-full bg-primary" style={{ width: `${percent}%` }} />
          </div>
          <p className="text-xs text-muted">{t('stoppedAt', { time: clock(entry.position, locale) })}</p>
        </>
      ) : null}
    </article>
  );
}
