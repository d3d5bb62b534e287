import { formatNumber } from '@/shared/format/number';
import type { SeedItem, TagKey } from './types';

/** Sample market data for the demo (not live prices): the pages show how coins are presented. */
const USD_TO_IRT = 95_000;

type Coin = {
  symbol: string;
  name: [en: string, fa: string];
  launched: number;
  price: number;
  change: number;
  cap: number;
  website: string;
  consensus: [en: string, fa: string];
  use: [en: string, fa: string];
  tags: TagKey[];
};

const coins: Coin[] = [
  { symbol: 'BTC', name: ['Bitcoin', 'بیت‌کوین'], launched: 2009, price: 67_250, change: 1.8, cap: 1_320_000_000_000, website: 'https://bitcoin.org', consensus: ['proof of work', 'اثبات کار'], use: ['a scarce, censorship-resistant store of value and payment network', 'ذخیرهٔ ارزشی کمیاب و شبکهٔ پرداختی مقاوم در برابر سانسور'], tags: ['bitcoin'] },
  { symbol: 'ETH', name: ['Ethereum', 'اتریوم'], launched: 2015, price: 3_480, change: -0.9, cap: 418_000_000_000, website: 'https://ethereum.org', consensus: ['proof of stake', 'اثبات سهام'], use: ['paying for computation on a platform of smart contracts, tokens and NFTs', 'پرداخت هزینهٔ محاسبات در بستری از قراردادهای هوشمند، توکن‌ها و ان‌اف‌تی‌ها'], tags: ['ethereum'] },
  { symbol: 'USDT', name: ['Tether', 'تتر'], launched: 2014, price: 1, change: 0.01, cap: 112_000_000_000, website: 'https://tether.to', consensus: ['the consensus of each chain it is issued on', 'سازوکار اجماع هر زنجیره‌ای که روی آن صادر می‌شود'], use: ['a dollar-pegged token for moving value between exchanges and wallets', 'توکنی هم‌ارز دلار برای جابه‌جایی ارزش میان صرافی‌ها و کیف پول‌ها'], tags: ['stablecoin'] },
  { symbol: 'BNB', name: ['BNB', 'بی‌ان‌بی'], launched: 2017, price: 585, change: 0.6, cap: 86_000_000_000, website: 'https://www.bnbchain.org', consensus: ['proof of staked authority', 'اثبات اعتبار سهام‌گذاری‌شده'], use: ['paying fees on BNB Chain and discounts on a large exchange', 'پرداخت کارمزد در زنجیرهٔ بی‌ان‌بی و تخفیف در یک صرافی بزرگ'], tags: ['defi'] },
  { symbol: 'SOL', name: ['Solana', 'سولانا'], launched: 2020, price: 152, change: 3.4, cap: 70_000_000_000, website: 'https://solana.com', consensus: ['proof of stake with proof of history', 'اثبات سهام همراه با اثبات تاریخچه'], use: ['fast, low-fee transactions for trading apps, payments and NFTs', 'تراکنش‌های سریع و کم‌هزینه برای اپلیکیشن‌های معامله، پرداخت و ان‌اف‌تی'], tags: ['defi', 'nft'] },
  { symbol: 'XRP', name: ['XRP', 'ریپل'], launched: 2012, price: 0.52, change: -1.2, cap: 29_000_000_000, website: 'https://xrpl.org', consensus: ['a federated consensus of validators', 'اجماع فدرال میان اعتبارسنج‌ها'], use: ['settling cross-border payments between institutions', 'تسویهٔ پرداخت‌های بین‌المللی میان مؤسسه‌ها'], tags: ['regulation'] },
  { symbol: 'ADA', name: ['Cardano', 'کاردانو'], launched: 2017, price: 0.45, change: 2.1, cap: 16_000_000_000, website: 'https://cardano.org', consensus: ['proof of stake (Ouroboros)', 'اثبات سهام (اوروبوروس)'], use: ['staking and smart contracts on a research-driven chain', 'سهام‌گذاری و قراردادهای هوشمند روی زنجیره‌ای پژوهش‌محور'], tags: ['beginner'] },
  { symbol: 'DOGE', name: ['Dogecoin', 'دوج‌کوین'], launched: 2013, price: 0.16, change: 5.7, cap: 23_000_000_000, website: 'https://dogecoin.com', consensus: ['proof of work', 'اثبات کار'], use: ['tipping and small payments, born as a joke and kept alive by its community', 'انعام و پرداخت‌های خرد؛ به شوخی متولد شد و جامعه‌اش آن را زنده نگه داشت'], tags: ['beginner'] },
  { symbol: 'TON', name: ['Toncoin', 'تون‌کوین'], launched: 2021, price: 6.9, change: -2.4, cap: 17_000_000_000, website: 'https://ton.org', consensus: ['proof of stake', 'اثبات سهام'], use: ['payments and mini-apps inside a popular messenger', 'پرداخت و مینی‌اپ‌ها درون یک پیام‌رسان پرطرفدار'], tags: ['gaming'] },
  { symbol: 'TRX', name: ['TRON', 'ترون'], launched: 2017, price: 0.12, change: 0.3, cap: 10_500_000_000, website: 'https://tron.network', consensus: ['delegated proof of stake', 'اثبات سهام نمایندگی‌شده'], use: ['cheap stablecoin transfers, especially of USDT', 'انتقال ارزان استیبل‌کوین‌ها، به‌ویژه تتر'], tags: ['stablecoin'] },
  { symbol: 'DOT', name: ['Polkadot', 'پولکادات'], launched: 2020, price: 7.1, change: -0.5, cap: 9_800_000_000, website: 'https://polkadot.com', consensus: ['nominated proof of stake', 'اثبات سهام نامزدشده'], use: ['connecting specialised chains that share one security layer', 'اتصال زنجیره‌های تخصصی که یک لایهٔ امنیتی مشترک دارند'], tags: ['layer2'] },
  { symbol: 'LINK', name: ['Chainlink', 'چین‌لینک'], launched: 2017, price: 14.2, change: 1.1, cap: 8_600_000_000, website: 'https://chain.link', consensus: ['oracle networks secured on Ethereum', 'شبکه‌های اوراکل که امنیتشان بر اتریوم استوار است'], use: ['bringing outside data such as prices into smart contracts', 'رساندن داده‌های بیرونی مثل قیمت‌ها به قراردادهای هوشمند'], tags: ['defi'] },
];

/** A deterministic 30-day walk ending at today's sample price, for the price chart. */
function history(price: number, seed: number): { date: string; price_usd: number }[] {
  const days = 30;
  const points: { date: string; price_usd: number }[] = [];
  let value = price;
  for (let i = 0; i < days; i++) {
    const date = new Date(Date.now() - i * 86_400_000).toISOString().slice(0, 10);
    points.unshift({ date, price_usd: Number(value.toPrecision(6)) });
    const wave = Math.sin((i + 1) * (seed + 1) * 0.7) * 0.025 + Math.cos(i * 0.3 + seed) * 0.01;
    value = price === 1 ? 1 + wave / 50 : value / (1 + wave);
  }
  return points;
}

// Persian text is written in Persian digits, as a Persian editor would type it.
const money = (value: number, locale: 'fa' | 'en') => formatNumber(value, locale, { maximumFractionDigits: value < 1 ? 4 : 2 });
const year = (value: number, locale: 'fa' | 'en') => formatNumber(value, locale, { useGrouping: false });

export const demoCoins: SeedItem[] = coins.map((coin, index) => ({
  category: coin.tags.includes('stablecoin') ? 'markets' : index % 2 === 0 ? 'basics' : 'markets',
  tags: coin.tags,
  daysAgo: 1 + index * 2,
  likes: 40 - index * 3,
  attributes: {
    symbol: coin.symbol,
    price_usd: coin.price,
    price_irt: Math.round(coin.price * USD_TO_IRT),
    change_24h: coin.change,
    market_cap: coin.cap,
    website: coin.website,
    price_history: history(coin.price, index),
  },
  en: {
    title: `${coin.name[0]} (${coin.symbol})`,
    excerpt: `${coin.name[0]} launched in ${coin.launched}. It is used for ${coin.use[0]}.`,
    sections: [
      ['How it works', `${coin.name[0]} reaches agreement through ${coin.consensus[0]}. Its ticker on exchanges is ${coin.symbol}, and its market value in our sample data is about $${money(coin.cap / 1e9, 'en')} billion.`],
      ['Before you buy', `Prices move quickly: check the ${coin.symbol} contract or network on the official site, ${coin.website.replace('https://', '')}, and never buy from links sent in private messages.`],
    ],
  },
  fa: {
    title: `${coin.name[1]} (${coin.symbol})`,
    excerpt: `${coin.name[1]} در سال ${year(coin.launched, 'fa')} راه‌اندازی شد و کاربرد اصلی‌اش ${coin.use[1]} است.`,
    sections: [
      ['چطور کار می‌کند', `${coin.name[1]} برای رسیدن به توافق در شبکه از ${coin.consensus[1]} استفاده می‌کند. نماد آن در صرافی‌ها ${coin.symbol} است و ارزش بازارش در داده‌های نمونهٔ ما حدود ${money(coin.cap / 1e9, 'fa')} میلیارد دلار است.`],
      ['پیش از خرید', `قیمت‌ها تند تغییر می‌کنند. شبکه یا قرارداد ${coin.symbol} را در سایت رسمی آن، ${coin.website.replace('https://', '')}، بررسی کنید و هرگز از لینک‌هایی که در پیام خصوصی برایتان فرستاده‌اند خرید نکنید.`],
    ],
  },
}));
