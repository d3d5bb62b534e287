import { ExternalLink } from '@/components/ui/drawn-icons';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Ltr } from '@/components/ui/ltr';
import type { Locale } from '@/i18n/locales';
import type { AttributesView } from '@/shared/content-types';
import { formatMoney, formatNumber } from '@/shared/format/number';
import { ChangeBadge } from './card-extra';
import { chartFacts, PriceChart } from './price-chart';

type Props = { locale: Locale; title: string; coin: AttributesView['coins'] };

/** A coin's price in dollars and tomans, 24-hour change, market cap and price history. */
export async function CoinPanel({ locale, title, coin }: Props) {
  const t = await getTranslations({ locale, namespace: 'library' });
  const facts: [string, ReactNode][] = [
    [t('priceUsd'), formatMoney(coin.price_usd, locale, { maximumFractionDigits: coin.price_usd < 10 ? 4 : 2 })],
    [t('priceIrt'), formatNumber(coin.price_irt, locale, { maximumFractionDigits: 0 })],
    [t('change24h'), <ChangeBadge key="change" change={coin.change_24h} locale={locale} />],
    [t('marketCap'), formatMoney(coin.market_cap, locale, { compact: true })],
  ];
  return (
    <section aria-labelledby="market-heading" className="flex flex-col gap-5 rounded-2xl border border-border bg-surface p-5">
      <h2 id="market-heading" className="flex flex-wrap items-center gap-3 text-lg font-bold">
        {t('marketData')}
        <bdi className="rounded-md bg-surface-2 px-2 py-0.5 font-mono text-sm">{coin.symbol}</bdi>
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="coin-facts">
        {facts.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-surface-2 p-4">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="mt-1 text-xl font-bold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {coin.price_history.length > 1 ? (
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold">{t('priceHistory')}</h3>
          <PriceChart
            locale={locale}
            points={coin.price_history}
            label={`${t('priceHistory')}: ${title}`}
            summary={t('chartSummary', chartFacts(locale, coin.price_history))}
          />
        </div>
      ) : null}
      {coin.website ? (
        <a href={coin.website} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1.5 self-start text-sm text-primary hover:underline">
          {t('website')}: <Ltr>{new URL(coin.website).hostname}</Ltr>
          <ExternalLink className="size-3.5" aria-hidden="true" />
        </a>
      ) : null}
    </section>
  );
}
