import type { ContentItem } from './types';
import type { Locale } from '@/i18n/locales';
import { contentTypes, type AttributesView, type ContentTypeEntry } from '@/shared/content-types';
import { formatMoney, formatNumber } from '@/shared/format/number';
import { cn } from '@/lib/cn';

/** The one type-specific fact a card shows, as its registry entry names it: a coin's price and change, a book's author. */
export function CardExtra({ item, locale }: { item: ContentItem; locale: Locale }) {
  const { cardExtra }: ContentTypeEntry = contentTypes[item.type];
  if (cardExtra === 'coin') {
    const coin = item.attributes as AttributesView['coins'];
    return (
      <p className="flex flex-wrap items-center gap-3 text-sm">
        <bdi className="rounded-md bg-surface-2 px-2 py-0.5 font-mono text-xs">{coin.symbol}</bdi>
        <span className="font-semibold">{formatMoney(coin.price_usd, locale)}</span>
        <ChangeBadge change={coin.change_24h} locale={locale} />
      </p>
    );
  }
  if (cardExtra === 'book') {
    const book = item.attributes as AttributesView['books'];
    return <p className="text-sm text-muted">{book.author}</p>;
  }
  return null;
}

/** A 24-hour change, green up and red down; the sign is spelled out so colour is not the only cue. */
export function ChangeBadge({ change, locale }: { change: number; locale: Locale }) {
  return (
    <span dir="ltr" className={cn('font-medium tabular-nums', change >= 0 ? 'text-success' : 'text-danger')}>
      {formatNumber(change / 100, locale, { style: 'percent', maximumFractionDigits: 2, signDisplay: 'exceptZero' })}
    </span>
  );
}
