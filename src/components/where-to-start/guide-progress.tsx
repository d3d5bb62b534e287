import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/locales';
import { formatNumber } from '@/shared/format/number';

type Props = { title: string; checked: number; total: number };

/** A guide's progress as a labelled bar and "n of m done". */
export function GuideProgress({ title, checked, total }: Props) {
  const t = useTranslations('whereToStart');
  const locale = useLocale() as Locale;
  const percent = total === 0 ? 0 : Math.round((checked / total) * 100);
  return (
    <div className="flex flex-col gap-1.5">
      <div
        role="progressbar"
        aria-label={t('progressLabel', { title })}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={checked}
        aria-valuetext={t('progress', { checked: formatNumber(checked, locale), total: formatNumber(total, locale) })}
        className="h-2 overflow-hidden rounded-full bg-surface-2"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-xs text-muted" data-testid="guide-progress">
        {t('progress', { checked: formatNumber(checked, locale), total: formatNumber(total, locale) })}
      </p>
    </div>
  );
}
