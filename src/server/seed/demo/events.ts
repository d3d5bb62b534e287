import type { Database } from '@/server/db/client';
import type { WriteContext } from '@/server/services/context';
import { createEvent } from '@/server/services/events';
import { eventCreateSchema } from '@/shared/schemas/events';

const DAY = 86_400_000;

type DemoEvent = {
  /** Days after the seed ran (negative: it already happened). */
  inDays: number;
  /** The start in UTC hours: 15:00 is 18:30 in Tehran, after work. */
  hourUtc: number;
  minutes: number;
  capacity: number | null;
  room: string;
  en: [title: string, description: string];
  fa: [title: string, description: string];
};

/** The community calendar: live sessions about what the library covers, some ahead, some behind. */
const demoEvents: DemoEvent[] = [
  {
    inDays: 4, hourUtc: 15, minutes: 90, capacity: 150, room: 'darvazeh-wallet-qa',
    en: ['Live Q&A: keeping your first wallet safe', 'Bring your questions about seed phrases, hardware wallets and the scams that target beginners. Two of our editors answer live, and we go through a real phishing message together.'],
    fa: ['پرسش و پاسخ زنده: امنیت اولین کیف پول', 'پرسش‌هایتان دربارهٔ عبارت بازیابی، کیف پول سخت‌افزاری و کلاهبرداری‌هایی که تازه‌واردها را هدف می‌گیرند بیاورید. دو نفر از تحریریه زنده پاسخ می‌دهند و یک پیام فیشینگ واقعی را با هم بررسی می‌کنیم.'],
  },
  {
    inDays: 11, hourUtc: 15, minutes: 75, capacity: 30, room: 'darvazeh-book-club',
    en: ['Book club: Snow Crash', 'We discuss the novel that named the metaverse: what it got right about avatars and virtual land, and what today’s worlds still lack. Read the first half before we meet.'],
    fa: ['باشگاه کتاب: اسنو کرش', 'دربارهٔ رمانی گفت‌وگو می‌کنیم که واژهٔ متاورس را ساخت: کجا دربارهٔ آواتارها و زمین مجازی درست گفت و دنیاهای امروز هنوز چه کم دارند. پیش از جلسه نیمهٔ اول کتاب را بخوانید.'],
  },
  {
    inDays: 18, hourUtc: 14, minutes: 60, capacity: null, room: 'darvazeh-podcast-live',
    en: ['Podcast recorded live: stablecoins in daily life', 'Join the recording of our next episode and put your questions to the guests: how people use dollar tokens to save and to pay, and what the risks are.'],
    fa: ['ضبط زندهٔ پادکست: استیبل‌کوین در زندگی روزمره', 'در ضبط قسمت بعدی پادکست همراه ما باشید و پرسش‌هایتان را از مهمان‌ها بپرسید: مردم چطور با توکن‌های دلاری پس‌انداز و پرداخت می‌کنند و خطرهایش چیست.'],
  },
  {
    inDays: 25, hourUtc: 16, minutes: 60, capacity: 50, room: 'darvazeh-decentraland-tour',
    en: ['A guided walk through Decentraland', 'A first visit for newcomers: how to enter without buying anything, where the galleries and event halls are, and how land parcels look from the inside.'],
    fa: ['گشت همراه با راهنما در دسنترالند', 'اولین بازدید برای تازه‌واردها: چطور بدون خرید چیزی وارد شویم، گالری‌ها و سالن‌های رویداد کجا هستند و قطعه‌های زمین از درون چه شکلی‌اند.'],
  },
  {
    inDays: -6, hourUtc: 15, minutes: 90, capacity: 80, room: 'darvazeh-block-explorer',
    en: ['Workshop: reading a block explorer', 'We followed one Bitcoin transaction from a wallet to a block: inputs, outputs, fees and confirmations, step by step on a public explorer.'],
    fa: ['کارگاه: خواندن یک مرورگر بلاک', 'یک تراکنش بیت‌کوین را از کیف پول تا بلاک دنبال کردیم: ورودی‌ها، خروجی‌ها، کارمزد و تأییدها، گام‌به‌گام روی یک مرورگر عمومی.'],
  },
  {
    inDays: -20, hourUtc: 15, minutes: 75, capacity: 30, room: 'darvazeh-book-club',
    en: ['Book club: Digital Gold', 'An evening on the people behind Bitcoin’s first years and the decisions that shaped it, from the cypherpunk mailing lists to the first exchanges.'],
    fa: ['باشگاه کتاب: طلای دیجیتال', 'شبی دربارهٔ آدم‌های سال‌های نخست بیت‌کوین و تصمیم‌هایی که آن را شکل داد، از فهرست‌های پستی سایفرپانک‌ها تا نخستین صرافی‌ها.'],
  },
  {
    inDays: -34, hourUtc: 16, minutes: 60, capacity: null, room: 'darvazeh-listening-night',
    en: ['Listening night: is virtual land a good idea?', 'We played episode 3 of the podcast together and talked it through: the case for and against buying parcels, with numbers from real sales.'],
    fa: ['شب شنیدن پادکست: آیا زمین مجازی ایدهٔ خوبی است؟', 'قسمت سوم پادکست را با هم شنیدیم و درباره‌اش گفت‌وگو کردیم: دلیل‌های موافق و مخالف خرید زمین، با عددهای فروش‌های واقعی.'],
  },
];

/** Publishes the demo events through the managers' verb, written `by` the system. */
export async function seedDemoEvents(db: Database, by: WriteContext): Promise<void> {
  for (const event of demoEvents) {
    const start = new Date(Date.now() + event.inDays * DAY);
    start.setUTCHours(event.hourUtc, 0, 0, 0);
    const input = eventCreateSchema.parse({
      title_en: event.en[0],
      description_en: event.en[1],
      title_fa: event.fa[0],
      description_fa: event.fa[1],
      start_date: start.toISOString(),
      expire_datetime: new Date(start.getTime() + event.minutes * 60_000).toISOString(),
      // A public video room that opens in any browser without an account.
      online_link: `https://meet.jit.si/${event.room}`,
      capacity: event.capacity,
      status: 'published',
    });
    await createEvent({ input, by }, db);
  }
}
