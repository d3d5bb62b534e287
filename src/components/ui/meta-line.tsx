import { Fragment, type ReactNode } from 'react';
import { useLocale } from 'next-intl';
import { localeInfo, type Locale } from '@/i18n/locales';

/**
 * Between the facts of a metadata line: in Persian the comma Persian typography uses, since a
 * middle dot beside Persian digits reads as a zero («نسخهٔ ۱ ·» as «۱۰»); in English a middle dot.
 */
export function metaSeparator(locale: Locale): string {
  return localeInfo[locale].dir === 'rtl' ? '، ' : ' · ';
}

type Props = {
  /** The facts in reading order; empty ones are left out. */
  parts: ReactNode[];
  className?: string;
};

/**
 * One line of facts about a thing (a version, who made it, when), each isolated so a Latin name
 * never carries a Persian date to its far side («Reza Karimi، ۱۳ آذر»), joined with the
 * language's separator. Used everywhere such a line is shown.
 */
export function MetaLine({ parts, className }: Props) {
  const locale = useLocale() as Locale;
  const shown = parts.filter((part) => part !== null && part !== undefined && part !== false && part !== '');
  return (
    <span className={className}>
      {shown.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? metaSeparator(locale) : null}
          <bdi>{part}</bdi>
        </Fragment>
      ))}
    </span>
  );
}
