import { getTranslations } from 'next-intl/server';
import type { ContentItem } from './types';
import type { Locale } from '@/i18n/locales';
import { formatDate } from '@/shared/dates';
import { formatNumber } from '@/shared/format/number';
import { SpriteIcon } from '@/components/ui/icon-sprite';
import { itemTime } from './item-time';

type Props = { item: ContentItem; locale: Locale; bodyMinutes?: number };

/** Date (Jalali in fa) and reading / listening / watching time of an item. */
export async function ItemMeta({ item, locale, bodyMinutes }: Props) {
  const t = await getTranslations({ locale, namespace: 'library' });
  const time = itemTime(item, bodyMinutes);
  return (
    <div className="item-meta">
      {item.published_at ? (
        <span>
          <SpriteIcon name="calendar-days" className="size-4" />
          <time dateTime={item.published_at} data-testid="item-date">
            {formatDate(item.published_at, locale)}
          </time>
        </span>
      ) : null}
      {time ? (
        <span>
          <SpriteIcon name="clock" className="size-4" />
          {t(time.key, { amount: formatNumber(time.amount, locale) })}
        </span>
      ) : null}
    </div>
  );
}
