import type { SeedItem } from './types';

type Book = Omit<SeedItem, 'attributes' | 'fa' | 'en'> & {
  author: string;
  publisher: string;
  year: number;
  en?: [title: string, excerpt: string, whyRead: string];
  fa?: [title: string, excerpt: string, whyRead: string];
};

/** Our summaries of books worth reading; the facts (author, publisher, year) come first. */
const books: Book[] = [
  {
    author: 'Andreas M. Antonopoulos', publisher: "O'Reilly Media", year: 2014, category: 'basics', tags: ['bitcoin'], daysAgo: 3, likes: 52,
    en: ['Mastering Bitcoin', 'The technical classic: keys, addresses, transactions and mining, explained from first principles.', 'Read it when you want to understand what your wallet is actually doing. The chapters on keys and transactions are worth the book alone, even if you skip the code.'],
    fa: ['تسلط بر بیت‌کوین', 'کتاب مرجع فنی: کلیدها، نشانی‌ها، تراکنش‌ها و استخراج، از پایه توضیح داده شده‌اند.', 'وقتی می‌خواهید بفهمید کیف پولتان دقیقاً چه می‌کند، سراغش بروید. فصل‌های کلید و تراکنش به‌تنهایی ارزش خواندن کتاب را دارند، حتی اگر از کدها بگذرید.'],
  },
  {
    author: 'Andreas M. Antonopoulos, Gavin Wood', publisher: "O'Reilly Media", year: 2018, category: 'development', tags: ['ethereum'], daysAgo: 7, likes: 33,
    en: ['Mastering Ethereum', 'Smart contracts, the EVM and tokens, written for people who want to build.', 'A solid bridge from "what is Ethereum" to writing and auditing your first contract. The security chapter is required reading before deploying anything.'],
    fa: ['تسلط بر اتریوم', 'قراردادهای هوشمند، ماشین مجازی اتریوم و توکن‌ها، برای کسانی که می‌خواهند بسازند.', 'پلی محکم از «اتریوم چیست» تا نوشتن و بررسی اولین قرارداد. فصل امنیت را پیش از منتشر کردن هر قراردادی حتماً بخوانید.'],
  },
  {
    author: 'Neal Stephenson', publisher: 'Bantam Books', year: 1992, category: 'metaverse', tags: ['gaming'], daysAgo: 9, likes: 64,
    en: ['Snow Crash', 'The novel that gave us the word “metaverse”, and still one of the sharpest pictures of it.', 'Read it for the origin of the ideas, avatars, a shared street of virtual real estate, and for how uncomfortable its corporate future still feels.'],
    fa: ['اسنو کرش', 'رمانی که واژهٔ «متاورس» را به ما داد و هنوز یکی از تیزبینانه‌ترین تصویرها از آن است.', 'برای ریشهٔ ایده‌ها بخوانیدش: آواتارها، خیابانی مشترک پر از املاک مجازی، و آینده‌ای شرکتی که هنوز هم نگران‌کننده است.'],
  },
  {
    author: 'Ernest Cline', publisher: 'Crown Publishing', year: 2011, category: 'metaverse', tags: ['gaming'], daysAgo: 11, likes: 58,
    en: ['Ready Player One', 'A treasure hunt through a virtual world that has replaced much of daily life.', 'Light and fast, but it asks a serious question: who should own the world everyone spends their time in?'],
    fa: ['بازیکن شمارهٔ یک آماده', 'گنج‌یابی در جهانی مجازی که جای بخش بزرگی از زندگی روزمره را گرفته است.', 'سبک و پرکشش است، اما پرسش جدی‌ای مطرح می‌کند: جهانی که همه وقتشان را در آن می‌گذرانند، باید مال چه کسی باشد؟'],
  },
  {
    author: 'Matthew Ball', publisher: 'Liveright', year: 2022, category: 'metaverse', tags: ['land', 'gaming'], daysAgo: 13, likes: 29,
    en: ['The Metaverse', 'A careful definition of the metaverse and the networks, hardware and payments it would need.', 'The best antidote to hype: Ball separates what exists today from what would have to be invented, and explains why interoperability is the hard part.'],
    fa: ['متاورس', 'تعریفی دقیق از متاورس و شبکه، سخت‌افزار و پرداخت‌هایی که به آن نیاز دارد.', 'بهترین پادزهر هیجان‌زدگی: بال آن‌چه امروز وجود دارد را از آن‌چه هنوز باید اختراع شود جدا می‌کند و توضیح می‌دهد چرا سازگاری میان پلتفرم‌ها سخت‌ترین بخش کار است.'],
  },
  {
    author: 'Nathaniel Popper', publisher: 'Harper', year: 2015, category: 'basics', tags: ['bitcoin'], daysAgo: 15, likes: 21,
    en: ['Digital Gold', 'The people behind Bitcoin’s first years, from cypherpunk mailing lists to the first exchanges.', 'A well-reported history that makes the early decisions make sense. Good company for a long trip.'],
  },
  {
    author: 'Camila Russo', publisher: 'Harper Business', year: 2020, category: 'development', tags: ['ethereum', 'dao'], daysAgo: 17, likes: 18,
    en: ['The Infinite Machine', 'How a group of young developers built Ethereum, and what nearly broke it.', 'The chapters on the DAO hack show how a community decides what to do when code and intentions disagree.'],
    fa: ['ماشین بی‌پایان', 'داستان گروهی از برنامه‌نویسان جوان که اتریوم را ساختند و بحران‌هایی که نزدیک بود آن را از پا درآورد.', 'فصل‌های مربوط به هک دائو نشان می‌دهند وقتی کد و نیت سازندگان با هم نمی‌خوانند، یک جامعه چطور تصمیم می‌گیرد.'],
  },
  {
    author: 'Chris Dixon', publisher: 'Random House', year: 2024, category: 'development', tags: ['nft', 'dao'], daysAgo: 19, likes: 15,
    en: ['Read Write Own', 'An argument that networks owned by their users can compete with the big platforms.', 'Read it for the clearest case for web3 by an investor who believes in it, then argue with it.'],
    fa: ['بخوان، بنویس، مالک باش', 'استدلالی برای این‌که شبکه‌هایی که مالکشان کاربرانند می‌توانند با پلتفرم‌های بزرگ رقابت کنند.', 'روشن‌ترین دفاع از وب۳ را از زبان سرمایه‌گذاری بخوانید که به آن باور دارد؛ بعد با آن بحث کنید.'],
  },
  {
    author: 'Paul Vigna, Michael J. Casey', publisher: "St. Martin's Press", year: 2015, category: 'markets', tags: ['bitcoin', 'regulation'], daysAgo: 21, likes: 11,
    fa: ['عصر رمزارزها', 'دو روزنامه‌نگار اقتصادی نشان می‌دهند پول دیجیتال چطور می‌تواند نظام پرداخت جهانی را تغییر دهد.', 'نگاهی از بیرون دنیای فنی؛ برای کسی که می‌خواهد پیامدهای اقتصادی و حقوقی رمزارزها را بفهمد، شروع خوبی است.'],
    mark: 'AC',
  },
  {
    author: 'Chris Burniske, Jack Tatar', publisher: 'McGraw-Hill', year: 2017, category: 'markets', tags: ['defi'], daysAgo: 23, likes: 9,
    en: ['Cryptoassets', 'A framework for thinking about crypto as an asset class: supply, valuation and risk.', 'Dated in its examples but not in its questions. The chapters on supply schedules still help when you read a new token’s plan.'],
  },
  {
    author: 'Don Tapscott, Alex Tapscott', publisher: 'Portfolio', year: 2016, category: 'basics', tags: ['beginner'], daysAgo: 25, likes: 8,
    fa: ['انقلاب بلاکچین', 'مروری گسترده بر کاربردهای بلاکچین، از بانکداری و زنجیرهٔ تأمین تا حقوق مالکیت.', 'پرامیدترین کتاب این فهرست است؛ آن را برای دیدن دامنهٔ ایده‌ها بخوانید و ادعاهایش را با آن‌چه تا امروز اتفاق افتاده مقایسه کنید.'],
    mark: 'BR',
  },
  {
    author: 'Saifedean Ammous', publisher: 'Wiley', year: 2018, category: 'markets', tags: ['bitcoin'], daysAgo: 27, likes: 24,
    en: ['The Bitcoin Standard', 'A history of money told to argue that Bitcoin is “sound money”.', 'Opinionated and worth reading for exactly that reason: it states the strongest version of one side of a long debate. Read a critic next.'],
    fa: ['استاندارد بیت‌کوین', 'تاریخچه‌ای از پول که برای اثبات «پول سالم» بودن بیت‌کوین روایت شده است.', 'کتابی جانب‌دارانه که دقیقاً به همین دلیل ارزش خواندن دارد: قوی‌ترین روایت یک طرف از بحثی طولانی را بیان می‌کند. بعد از آن، نوشتهٔ یک منتقد را بخوانید.'],
  },
];

export const demoBooks: SeedItem[] = books.map(({ author, publisher, year, en, fa, ...rest }) => {
  const text = ([title, excerpt, whyRead]: [string, string, string], heading: string) => ({
    title,
    excerpt,
    sections: [[heading, whyRead]] as [string, string][],
  });
  return {
    ...rest,
    attributes: { author, publisher, year },
    ...(en ? { en: text(en, 'Why read it') } : {}),
    ...(fa ? { fa: text(fa, 'چرا بخوانیم') } : {}),
  };
});
