import type { CategoryKey, SeedItem, TagKey } from './types';

type Episode = {
  minutes: number;
  category: CategoryKey;
  tags: TagKey[];
  en?: [title: string, excerpt: string, topics: string[]];
  fa?: [title: string, excerpt: string, topics: string[]];
};

const episodes: Episode[] = [
  { minutes: 32, category: 'basics', tags: ['beginner'], en: ['Episode 1: Why we started Darvazeh', 'Two editors talk about learning web3 in two languages, and the questions readers send us most.', ['What “web3” means to us', 'The most common beginner mistakes', 'How to use this library']], fa: ['قسمت ۱: چرا دروازه را راه انداختیم', 'دو نفر از تحریریه از یادگیری وب۳ به دو زبان می‌گویند و از پرسش‌هایی که خوانندگان بیش از همه می‌فرستند.', ['وب۳ برای ما یعنی چه', 'رایج‌ترین اشتباه‌های تازه‌واردها', 'چطور از این کتابخانه استفاده کنید']] },
  { minutes: 41, category: 'wallets', tags: ['security'], en: ['Episode 2: Hot wallets, cold wallets', 'Which wallet for which job, and what “not your keys, not your coins” really means.', ['Browser and mobile wallets', 'Hardware wallets and backups', 'Splitting funds by purpose']], fa: ['قسمت ۲: کیف پول گرم، کیف پول سرد', 'کدام کیف پول برای کدام کار، و جملهٔ «کلید مال تو نیست، سکه هم مال تو نیست» واقعاً یعنی چه.', ['کیف پول‌های مرورگری و موبایلی', 'کیف پول سخت‌افزاری و نسخهٔ پشتیبان', 'تقسیم دارایی بر اساس هدف']] },
  { minutes: 38, category: 'metaverse', tags: ['land'], en: ['Episode 3: Is virtual land a good idea?', 'The case for and against buying parcels in a metaverse, with numbers from real sales.', ['Where scarcity comes from', 'Rent, ads and events', 'Signs a world is losing visitors']], fa: ['قسمت ۳: آیا خرید زمین مجازی فکر خوبی است؟', 'استدلال‌های موافق و مخالف خرید زمین در متاورس، با اعداد فروش‌های واقعی.', ['کمیابی از کجا می‌آید', 'اجاره، تبلیغات و رویدادها', 'نشانه‌های خالی شدن یک جهان']] },
  { minutes: 29, category: 'markets', tags: ['stablecoin'], fa: ['قسمت ۴: تتر، دلار دیجیتال ما', 'چرا استیبل‌کوین‌ها در ایران این‌قدر پرکاربردند و چه ریسک‌هایی را باید بشناسیم.', ['تتر روی شبکه‌های مختلف', 'کارمزد انتقال و انتخاب شبکه', 'مسدود شدن نشانی‌ها']] },
  { minutes: 35, category: 'nft', tags: ['nft'], en: ['Episode 5: What artists get from NFTs', 'An illustrator on royalties, collectors and what changed after the boom.', ['Minting a first collection', 'Royalties in practice', 'Building a community of collectors']], fa: ['قسمت ۵: ان‌اف‌تی برای هنرمندان چه دارد', 'گفت‌وگو با یک تصویرگر دربارهٔ حق‌الامتیاز، مجموعه‌داران و آن‌چه پس از رونق تغییر کرد.', ['ساختن نخستین مجموعه', 'حق‌الامتیاز در عمل', 'ساختن جامعه‌ای از مجموعه‌داران']] },
  { minutes: 44, category: 'development', tags: ['ethereum', 'layer2'], en: ['Episode 6: Building your first dapp', 'A developer walks through the tools, test networks and mistakes of a first smart-contract project.', ['Choosing a framework', 'Testing on a testnet', 'Audits on a small budget']] },
  { minutes: 27, category: 'basics', tags: ['bitcoin'], fa: ['قسمت ۷: ماینینگ در ایران', 'از برق ارزان تا محدودیت‌های تابستان؛ استخراج بیت‌کوین در ایران چطور کار می‌کند.', ['مجوزها و تعرفهٔ برق', 'دستگاه‌ها و بازدهی', 'آیندهٔ استخراج پس از هاوینگ']] },
  { minutes: 36, category: 'development', tags: ['dao'], en: ['Episode 8: Inside a DAO vote', 'A delegate explains how proposals are written, debated and passed.', ['Delegation and turnout', 'Writing a good proposal', 'When a vote goes wrong']], fa: ['قسمت ۸: پشت صحنهٔ رأی‌گیری یک دائو', 'یک نماینده توضیح می‌دهد پیشنهادها چطور نوشته، بحث و تصویب می‌شوند.', ['نمایندگی و میزان مشارکت', 'نوشتن پیشنهاد خوب', 'وقتی رأی‌گیری به بیراهه می‌رود']] },
  { minutes: 31, category: 'metaverse', tags: ['gaming'], en: ['Episode 9: Games first, tokens second', 'A studio founder on designing a blockchain game people play for fun.', ['Why most token games failed', 'Ownership players actually want', 'Balancing an in-game economy']], fa: ['قسمت ۹: اول بازی، بعد توکن', 'بنیان‌گذار یک استودیو از طراحی بازی بلاکچینی می‌گوید که مردم برای سرگرمی بازی‌اش کنند.', ['چرا بیشتر بازی‌های توکنی شکست خوردند', 'مالکیتی که بازیکنان واقعاً می‌خواهند', 'تعادل اقتصاد درون بازی']] },
  { minutes: 39, category: 'markets', tags: ['regulation'], en: ['Episode 10: Crypto rules around the world', 'A lawyer compares how different countries regulate exchanges and stablecoins.', ['Licensing exchanges', 'Stablecoin rules', 'What travellers should know']] },
  { minutes: 33, category: 'wallets', tags: ['security', 'beginner'], en: ['Episode 11: Anatomy of a phishing attack', 'We replay a real phishing attempt step by step and show where it could have been stopped.', ['The first message', 'The fake site', 'The approval that emptied the wallet']], fa: ['قسمت ۱۱: کالبدشکافی یک حملهٔ فیشینگ', 'یک تلاش واقعی برای فیشینگ را قدم‌به‌قدم بازسازی می‌کنیم و نشان می‌دهیم کجا می‌شد جلویش را گرفت.', ['پیام اول', 'سایت جعلی', 'تأییدی که کیف پول را خالی کرد']] },
  { minutes: 42, category: 'markets', tags: ['defi'], fa: ['قسمت ۱۲: دیفای بدون هیجان', 'وام‌دهی، استخرهای نقدینگی و سود سالانه؛ پشت اعداد بزرگ چه ریسک‌هایی پنهان است.', ['سود از کجا می‌آید', 'ریسک قرارداد هوشمند', 'چطور یک پروتکل را ارزیابی کنیم']] },
];

/** Episodes of the Darvazeh podcast; `audio` is filled in by the seed with a locally made file. */
export function demoPodcasts(audio: string): SeedItem[] {
  return episodes.map((episode, index) => {
    const text = ([title, excerpt, topics]: [string, string, string[]], heading: string) => ({
      title,
      excerpt,
      sections: [],
      list: { heading, items: topics },
    });
    return {
      category: episode.category,
      tags: episode.tags,
      daysAgo: 3 + index * 7,
      likes: 30 - index * 2,
      mark: `E${index + 1}`,
      attributes: { audio, listening_time: episode.minutes },
      ...(episode.en ? { en: text(episode.en, 'In this episode') } : {}),
      ...(episode.fa ? { fa: text(episode.fa, 'در این قسمت') } : {}),
    };
  });
}
