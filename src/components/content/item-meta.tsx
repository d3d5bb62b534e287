import { CalendarDays, Clock } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import type { ContentItem } from './types';
import type { Locale } from '@/i18n/locales';
import { formatDate, formatNumber } from '@/shared/dates';
import { itemTime } from './item-time';

type Props = { item: ContentItem; locale: Locale; bodyMinutes?: number };

/** Date (Jalali in fa) and reading / listening / watching time of an item. */
export async function ItemMeta({ item, locale, bodyMinutes }: Props) {
  const t = await getTranslations({ locale, namespace: 'library' });
  const time = itemTime(item, bodyMinutes);
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
      {item.published_at ? (
        <span className="inline-flex items-center gap-1.5">
          <CalendarDays className="size-4" aria-hidden="true" />
          <time dateTime={item.published_at} data-testid="item-date">
            {formatDate(item.published_at, locale)}
          </time>
        </span>
      ) : null}
      {time ? (
        <span className="inline-flex items-center gap-1.5">
          <Clock className="size-4" aria-hidden="true" />
          {t(time.key, { minutes: formatNumber(time.minutes, locale) })}
        </span>
      ) : null}
    </div>
  );
}
