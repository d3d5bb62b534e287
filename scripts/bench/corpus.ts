/**
 * Deterministic bilingual content for the benchmark: what a real Persian/English crypto and web3
 * library looks like to the database and the search engine. Words are drawn from a ranked
 * vocabulary with Zipf-like frequencies (rank r is drawn in proportion to 1/r), so a few words are
 * in almost every body, the long tail is rare, and Persian text carries ZWNJ compounds
 * («می‌خواهم», «بیت‌کوین») and the letters search must normalise (ی, ک).
 */
import type { ContentType } from '@/shared/content-types';

export type Language = 'fa' | 'en';

/** Ranked by frequency: function words first, as in real text, then the topic's vocabulary. */
const vocabulary: Record<Language, readonly string[]> = {
  en: [
    'the', 'of', 'and', 'to', 'a', 'in', 'is', 'that', 'for', 'it', 'network', 'as', 'with', 'on', 'you', 'this',
    'be', 'are', 'by', 'or', 'wallet', 'not', 'from', 'can', 'your', 'token', 'an', 'at', 'have', 'more', 'blockchain',
    'was', 'will', 'one', 'all', 'which', 'when', 'their', 'but', 'price', 'they', 'users', 'each', 'there', 'new',
    'bitcoin', 'how', 'we', 'what', 'market', 'data', 'if', 'about', 'would', 'so', 'other', 'time', 'into', 'land',
    'transaction', 'could', 'people', 'only', 'its', 'first', 'some', 'block', 'these', 'than', 'then', 'like',
    'fee', 'most', 'also', 'use', 'two', 'way', 'ledger', 'many', 'key', 'value', 'just', 'does', 'private',
    'exchange', 'because', 'still', 'virtual', 'world', 'game', 'asset', 'own', 'while', 'security', 'trade',
    'contract', 'smart', 'miner', 'proof', 'stake', 'work', 'node', 'chain', 'hash', 'address', 'seed', 'phrase',
    'hardware', 'software', 'custody', 'risk', 'return', 'volatility', 'supply', 'demand', 'liquidity', 'pool',
    'yield', 'protocol', 'governance', 'vote', 'community', 'developer', 'code', 'audit', 'bug', 'upgrade', 'fork',
    'consensus', 'validator', 'reward', 'halving', 'inflation', 'stablecoin', 'dollar', 'rial', 'bank', 'payment',
    'transfer', 'layer', 'scaling', 'rollup', 'bridge', 'avatar', 'parcel', 'metaverse', 'builder', 'creator',
    'marketplace', 'collection', 'royalty', 'license', 'identity', 'signature', 'encryption', 'backup', 'recovery',
    'lesson', 'beginner', 'guide', 'history', 'future', 'regulation', 'tax', 'report', 'research', 'analysis',
    'chart', 'trend', 'cycle', 'season', 'portfolio', 'strategy', 'patience', 'mistake', 'scam', 'phishing',
    'password', 'device', 'mobile', 'browser', 'extension', 'download', 'install', 'update', 'settings', 'support',
    'question', 'answer', 'podcast', 'episode', 'video', 'book', 'author', 'chapter', 'reader', 'library', 'story',
    'idea', 'experiment', 'test', 'result', 'mainnet', 'testnet', 'gas', 'limit', 'memory', 'storage', 'archive',
    'timestamp', 'difficulty', 'energy', 'electricity', 'farm', 'cooling', 'hardfork', 'softfork', 'oracle', 'index',
    'derivative', 'futures', 'option', 'leverage', 'margin', 'liquidation', 'custodian', 'coldstorage', 'multisig',
  ],
  fa: [
    'و', 'در', 'به', 'از', 'که', 'این', 'را', 'با', 'است', 'شبکه', 'برای', 'آن', 'یک', 'می‌خواهم', 'هم', 'کیف‌پول',
    'تا', 'بیت‌کوین', 'شود', 'کاربران', 'می‌شود', 'بلاک‌چین', 'اما', 'هر', 'توکن', 'قیمت', 'یا', 'بازار', 'نیز', 'باید',
    'می‌توان', 'داده', 'کار', 'خود', 'دارد', 'زمین', 'تراکنش', 'هیچ‌کس', 'کارمزد', 'بلاک', 'کلید', 'خصوصی', 'صرافی',
    'امنیت', 'دنیای', 'مجازی', 'بازی', 'دارایی', 'قرارداد', 'هوشمند', 'ماینر', 'اثبات', 'سهام', 'گره', 'زنجیره',
    'هش', 'نشانی', 'عبارت', 'بازیابی', 'سخت‌افزار', 'نرم‌افزار', 'نگهداری', 'ریسک', 'بازده', 'نوسان', 'عرضه',
    'تقاضا', 'نقدینگی', 'استخر', 'سود', 'پروتکل', 'حاکمیت', 'رأی', 'جامعه', 'توسعه‌دهنده', 'کد', 'حسابرسی',
    'اشکال', 'ارتقا', 'انشعاب', 'اجماع', 'اعتبارسنج', 'پاداش', 'هاوینگ', 'تورم', 'استیبل‌کوین', 'دلار', 'ریال',
    'بانک', 'پرداخت', 'انتقال', 'لایه', 'مقیاس‌پذیری', 'پل', 'آواتار', 'قطعه', 'متاورس', 'سازنده', 'خالق',
    'بازارچه', 'مجموعه', 'حق‌امتیاز', 'مجوز', 'هویت', 'امضا', 'رمزنگاری', 'پشتیبان', 'درس', 'تازه‌کار', 'راهنما',
    'تاریخچه', 'آینده', 'مقررات', 'مالیات', 'گزارش', 'پژوهش', 'تحلیل', 'نمودار', 'روند', 'چرخه', 'فصل', 'سبد',
    'راهبرد', 'صبر', 'اشتباه', 'کلاهبرداری', 'فیشینگ', 'گذرواژه', 'دستگاه', 'موبایل', 'مرورگر', 'افزونه',
    'دریافت', 'نصب', 'به‌روزرسانی', 'تنظیمات', 'پشتیبانی', 'پرسش', 'پاسخ', 'پادکست', 'قسمت', 'ویدیو', 'کتاب',
    'نویسنده', 'فصل‌بندی', 'خواننده', 'کتابخانه', 'داستان', 'ایده', 'آزمایش', 'آزمون', 'نتیجه', 'مین‌نت',
    'گس', 'حافظه', 'ذخیره‌سازی', 'بایگانی', 'برچسب‌زمانی', 'سختی', 'انرژی', 'برق', 'مزرعه', 'خنک‌سازی', 'اوراکل',
    'شاخص', 'مشتقه', 'آتی', 'اختیار', 'اهرم', 'وجه‌تضمین', 'لیکوئید', 'امانتدار', 'چندامضایی', 'می‌دانیم',
    'نمی‌دانم', 'می‌کنند', 'گفت‌وگو', 'پیش‌بینی', 'ارزدیجیتال', 'رمزارز', 'اتریوم', 'سولانا', 'کاردانو',
  ],
};

/**
 * A word a search for "something common" uses: ranked tenth or so, so every long body has it
 * many times over, yet it is a real topic word rather than "the" or «و».
 */
export const commonWords: Record<Language, string> = { en: 'network', fa: 'شبکه' };

/** Share of each type in a generated library: mostly articles, every type present. */
export const typeMix: readonly [ContentType, number][] = [
  ['articles', 0.7],
  ['books', 0.05],
  ['coins', 0.05],
  ['metaverses', 0.05],
  ['podcasts', 0.05],
  ['videos', 0.05],
  ['posts', 0.05],
];

/** Body length in words per type: long reads for articles, a paragraph for a post. */
export const bodyWords: Record<ContentType, [number, number]> = {
  articles: [1350, 1650],
  books: [1350, 1650],
  coins: [1350, 1650],
  metaverses: [1350, 1650],
  podcasts: [1350, 1650],
  videos: [1350, 1650],
  posts: [40, 80],
};

export type Random = () => number;

/** mulberry32: a small, fast, seedable generator, so two runs build the same library. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Draws ranks 0…n-1 with probability ∝ 1/(rank+1): Zipf's law with exponent 1. */
export function zipfSampler(size: number): (random: Random) => number {
  const cumulative = new Float64Array(size);
  let sum = 0;
  for (let rank = 0; rank < size; rank++) {
    sum += 1 / (rank + 1);
    cumulative[rank] = sum;
  }
  return (random) => {
    const target = random() * sum;
    let low = 0;
    let high = size - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}

const samplers = { en: zipfSampler(vocabulary.en.length), fa: zipfSampler(vocabulary.fa.length) };

function between(random: Random, [low, high]: [number, number]): number {
  return low + Math.floor(random() * (high - low + 1));
}

function sentence(random: Random, language: Language, length: number): string {
  const words = vocabulary[language];
  const draw = samplers[language];
  const picked: string[] = [];
  for (let i = 0; i < length; i++) picked.push(words[draw(random)]!);
  const text = picked.join(' ');
  if (language === 'fa') return `${text}.`;
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/** A title of content words (the function words at the head of the ranking are skipped). */
function title(random: Random, language: Language): string {
  const words = vocabulary[language];
  const skip = language === 'fa' ? 9 : 10;
  const count = between(random, [3, 7]);
  const picked: string[] = [];
  for (let i = 0; i < count; i++) picked.push(words[skip + Math.floor(random() * (words.length - skip))]!);
  const text = picked.join(' ');
  return language === 'fa' ? text : `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

export type GeneratedText = { title: string; excerpt: string; body: string; words: number };

/** An HTML body of about `words` words: paragraphs of 8–24-word sentences, a heading every few. */
export function generateText(random: Random, language: Language, words: number): GeneratedText {
  const parts: string[] = [];
  let written = 0;
  let paragraph = 0;
  while (written < words) {
    if (paragraph > 0 && paragraph % 4 === 0) parts.push(`<h2>${title(random, language)}</h2>`);
    const sentences: string[] = [];
    const target = Math.min(words - written, between(random, [60, 120]));
    let inParagraph = 0;
    while (inParagraph < target) {
      const length = Math.min(target - inParagraph, between(random, [8, 24]));
      sentences.push(sentence(random, language, length));
      inParagraph += length;
    }
    parts.push(`<p>${sentences.join(' ')}</p>`);
    written += inParagraph;
    paragraph++;
  }
  return {
    title: title(random, language),
    excerpt: sentence(random, language, between(random, [14, 24])),
    body: parts.join('\n'),
    words: written,
  };
}

export type GeneratedItem = {
  /** Position in the library: 0 is the newest. */
  index: number;
  type: ContentType;
  publishedAt: Date;
  attributes: Record<string, unknown>;
  categoryIndex: number;
  tagIndexes: number[];
  likes: number;
  translations: Record<Language, GeneratedText>;
};

const DAY = 86_400_000;

function typeAt(random: Random): ContentType {
  let roll = random();
  for (const [type, share] of typeMix) {
    if (roll < share) return type;
    roll -= share;
  }
  return 'articles';
}

/** Attributes that satisfy each type's schema in the content-type registry. */
function attributesOf(type: ContentType, random: Random, index: number, text: Record<Language, GeneratedText>): Record<string, unknown> {
  switch (type) {
    case 'books':
      return { author: `Author ${index % 97}`, pages: between(random, [80, 900]), year: between(random, [1990, 2026]) };
    case 'coins': {
      const price = Math.round(random() * 100_000 * 100) / 100;
      return { symbol: `C${index.toString(36).toUpperCase()}`.slice(0, 10), price_usd: price, price_irt: Math.round(price * 600_000), change_24h: Math.round((random() * 40 - 20) * 100) / 100, market_cap: Math.round(price * 1_000_000) };
    }
    case 'podcasts':
      return { audio: '/media/bench/episode.mp3', listening_time: between(random, [10, 90]) };
    case 'videos':
      return { video: '/media/bench/lesson.webm', watching_time: between(random, [3, 40]) };
    case 'posts':
      return { text: { fa: text.fa.excerpt, en: text.en.excerpt } };
    case 'metaverses':
      return { features: { definition: { fa: text.fa.excerpt, en: text.en.excerpt } } };
    default:
      return {};
  }
}

export type LibraryShape = { items: number; categories: number; tags: number; years: number; seed?: number; now?: Date };

/**
 * The `index`-th item of a library of `items`: the same index gives the same item, so the seeder
 * can generate in batches without holding the whole library in memory. Items are spread evenly
 * from now back `years` years, newest first.
 */
export function generateItem(index: number, shape: LibraryShape): GeneratedItem {
  const random = seededRandom((shape.seed ?? 1403) * 1_000_003 + index);
  const type = typeAt(random);
  const words = bodyWords[type];
  const translations = {
    fa: generateText(random, 'fa', between(random, words)),
    en: generateText(random, 'en', between(random, words)),
  };
  const span = shape.years * 365 * DAY;
  const now = (shape.now ?? new Date()).getTime();
  const tagCount = between(random, [1, 3]);
  const tagIndexes = [...new Set(Array.from({ length: tagCount }, () => Math.floor(random() * shape.tags)))];
  return {
    index,
    type,
    publishedAt: new Date(now - DAY - Math.floor((index / Math.max(1, shape.items)) * span)),
    attributes: attributesOf(type, random, index, translations),
    categoryIndex: Math.floor(random() * shape.categories),
    tagIndexes,
    likes: Math.floor(1000 / (1 + random() * 200)),
    translations,
  };
}

/** Names of categories and tags in both languages, drawn from the same vocabulary. */
export function termNames(count: number, seed: number): Record<Language, string>[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, n) => ({ fa: `${title(random, 'fa')} ${n + 1}`, en: `${title(random, 'en')} ${n + 1}` }));
}
