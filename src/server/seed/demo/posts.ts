import type { CategoryKey, SeedItem, TagKey } from './types';

type Post = { category: CategoryKey; tags: TagKey[]; en?: [title: string, text: string]; fa?: [title: string, text: string] };

const posts: Post[] = [
  { category: 'wallets', tags: ['security'], en: ['Tip of the day', 'Bookmark your exchange and wallet sites. Never reach them through ads or links in messages.'], fa: ['نکتهٔ امروز', 'نشانی صرافی و کیف پولتان را در بوکمارک مرورگر ذخیره کنید و هرگز از راه تبلیغ یا لینک پیام‌ها واردشان نشوید.'] },
  { category: 'basics', tags: ['beginner'], en: ['New here?', 'Start with our “What a blockchain really is” article, then the seed-phrase guide. Twenty minutes, and you will avoid most beginner mistakes.'], fa: ['تازه آمده‌اید؟', 'از مقالهٔ «بلاکچین واقعاً چیست» شروع کنید و بعد راهنمای عبارت بازیابی را بخوانید. بیست دقیقه وقت می‌گذارید و از بیشتر اشتباه‌های رایج در امان می‌مانید.'] },
  { category: 'metaverse', tags: ['land'], en: ['Compare before you buy', 'Our metaverse comparison puts up to four worlds side by side on all twelve topics, from land to the ad system.'], fa: ['قبل از خرید مقایسه کنید', 'صفحهٔ مقایسهٔ متاورس‌ها تا چهار جهان را در هر دوازده موضوع، از زمین تا سیستم تبلیغات، کنار هم می‌گذارد.'] },
  { category: 'markets', tags: ['stablecoin'], fa: ['یادآوری کارمزد', 'پیش از انتقال تتر، شبکهٔ مقصد را دوباره بررسی کنید. ارسال روی شبکهٔ اشتباه یعنی از دست رفتن دارایی.'] },
  { category: 'nft', tags: ['nft'], en: ['Royalties are a choice', 'Many marketplaces now make creator royalties optional. If you collect from an artist you love, check whether yours are paid.'], fa: ['حق‌الامتیاز یک انتخاب است', 'بسیاری از بازارها حالا پرداخت حق‌الامتیاز به هنرمند را اختیاری کرده‌اند. اگر از هنرمندی که دوستش دارید خرید می‌کنید، ببینید سهم او پرداخت می‌شود یا نه.'] },
  { category: 'development', tags: ['layer2'], en: ['Fees are falling', 'Moving a token on a layer 2 network often costs a few cents. Check which network your wallet is using before you send.'] },
  { category: 'basics', tags: ['bitcoin'], fa: ['سؤال هفته', 'چرا تعداد بیت‌کوین‌ها به ۲۱ میلیون محدود است؟ پاسخ را در مقالهٔ هاوینگ پیدا کنید.'] },
  { category: 'wallets', tags: ['security'], en: ['Revoke old approvals', 'Once a month, review which apps can spend your tokens and revoke the ones you no longer use.'], fa: ['مجوزهای قدیمی را لغو کنید', 'ماهی یک بار بررسی کنید کدام برنامه‌ها اجازهٔ خرج کردن توکن‌هایتان را دارند و مجوز آن‌هایی را که دیگر استفاده نمی‌کنید لغو کنید.'] },
  { category: 'metaverse', tags: ['gaming'], en: ['New podcast episode', 'Episode 9 is out: a studio founder on building blockchain games that people play for fun.'], fa: ['قسمت تازهٔ پادکست', 'قسمت ۹ منتشر شد: گفت‌وگو با بنیان‌گذار استودیویی که بازی بلاکچینی را برای سرگرمی واقعی می‌سازد.'] },
  { category: 'development', tags: ['dao'], en: ['Reading list', 'This week: “The Infinite Machine” for the story of Ethereum, and our DAO explainer for how votes actually work.'], fa: ['فهرست مطالعه', 'این هفته «ماشین بی‌پایان» را برای داستان اتریوم بخوانید و مقالهٔ دائوی ما را برای این‌که رأی‌گیری‌ها واقعاً چطور انجام می‌شوند.'] },
  { category: 'markets', tags: ['regulation'], en: ['Keep your records', 'Export your exchange history every quarter. Exchanges close, rules change, but your records stay yours.'] },
  { category: 'basics', tags: ['beginner'], fa: ['واژهٔ امروز: گس', 'گس کارمزدی است که برای اجرای تراکنش روی اتریوم می‌پردازید. هر چه شبکه شلوغ‌تر باشد، گس گران‌تر است.'] },
  { category: 'nft', tags: ['nft', 'gaming'], en: ['Watch the lessons', 'Our twelve short video lessons take you from a simple ledger to proof of work in under forty minutes.'], fa: ['درس‌ها را ببینید', 'دوازده درس ویدیویی کوتاه ما شما را در کمتر از چهل دقیقه از یک دفتر کل ساده تا اثبات کار می‌برد.'] },
];

export const demoPosts: SeedItem[] = posts.map((post, index) => ({
  category: post.category,
  tags: post.tags,
  daysAgo: index,
  likes: 20 - index,
  mark: `P${index + 1}`,
  attributes: { text: { ...(post.en ? { en: post.en[1] } : {}), ...(post.fa ? { fa: post.fa[1] } : {}) } },
  ...(post.en ? { en: { title: post.en[0], excerpt: post.en[1], sections: [] } } : {}),
  ...(post.fa ? { fa: { title: post.fa[0], excerpt: post.fa[1], sections: [] } } : {}),
}));
