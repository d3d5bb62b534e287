import type { SeedItem } from './types';

/**
 * Video lessons: our notes as the body and a short clip made for the demo (the seed and the pages
 * fetch nothing from the internet; editors may still embed Aparat or YouTube players).
 */
type Lesson = {
  minutes: number;
  en?: [title: string, excerpt: string, goals: string[]];
  fa?: [title: string, excerpt: string, goals: string[]];
};

const lessons: Lesson[] = [
  {
    minutes: 4,
    en: [
      'Lesson 1: A ledger instead of a bank',
      'Why a shared list of who paid whom can replace an account at a bank.',
      ['Describe money as a list of transactions', 'Explain the problem of trust in a shared list'],
    ],
    fa: [
      'درس ۱: دفتر کل به‌جای بانک',
      'چرا فهرستی مشترک از این‌که چه کسی به چه کسی پرداخته، می‌تواند جای حساب بانکی را بگیرد.',
      ['پول را به‌شکل فهرستی از تراکنش‌ها توضیح دهید', 'مشکل اعتماد در یک فهرست مشترک را بیان کنید'],
    ],
  },
  {
    minutes: 5,
    en: [
      'Lesson 2: Digital signatures',
      'How a private key proves a payment is yours without revealing the key.',
      ['Tell a public key from a private key', 'Explain why a signature cannot be copied to another message'],
    ],
    fa: [
      'درس ۲: امضای دیجیتال',
      'کلید خصوصی چطور ثابت می‌کند پرداخت از طرف شماست، بی‌آن‌که خود کلید فاش شود.',
      ['کلید عمومی و خصوصی را از هم تشخیص دهید', 'توضیح دهید چرا امضا را نمی‌توان روی پیام دیگری کپی کرد'],
    ],
  },
  {
    minutes: 4,
    en: [
      'Lesson 3: From a ledger to a currency',
      'Once the ledger only allows spending what you received, it becomes money in its own right.',
      ['Explain overspending checks', 'See why no bank is needed to settle'],
    ],
    fa: [
      'درس ۳: از دفتر کل تا یک واحد پول',
      'وقتی دفتر کل فقط اجازهٔ خرج کردن آن‌چه دریافت کرده‌اید را بدهد، خودش به پول تبدیل می‌شود.',
      ['بررسی خرج بیش از موجودی را توضیح دهید', 'ببینید چرا برای تسویه به بانک نیازی نیست'],
    ],
  },
  {
    minutes: 5,
    en: [
      'Lesson 4: Who keeps the ledger?',
      'Removing the central bookkeeper, and the new problem that creates.',
      ['Describe broadcasting transactions', 'Explain why nodes may disagree'],
    ],
    fa: [
      'درس ۴: دفتر کل را چه کسی نگه می‌دارد؟',
      'حذف دفتردار مرکزی و مشکل تازه‌ای که به وجود می‌آورد.',
      ['پخش تراکنش‌ها در شبکه را توضیح دهید', 'توضیح دهید چرا گره‌ها ممکن است با هم اختلاف داشته باشند'],
    ],
  },
  {
    minutes: 6,
    en: [
      'Lesson 5: Proof of work and hashing',
      'Why the longest chain of computational work is the one everyone trusts.',
      ['Explain what a hash function does', 'Describe why faking work is expensive'],
    ],
    fa: [
      'درس ۵: اثبات کار و هش',
      'چرا زنجیره‌ای که بیشترین کار محاسباتی پشتش است، همان زنجیره‌ای است که همه به آن اعتماد می‌کنند.',
      ['کار تابع هش را توضیح دهید', 'بگویید چرا جعل کار این‌قدر پرهزینه است'],
    ],
  },
  {
    minutes: 3,
    en: [
      'Lesson 6: Miners and rewards',
      'The incentive that keeps thousands of strangers doing honest bookkeeping.',
      ['Explain the block reward', 'Connect fees with miner behaviour'],
    ],
  },
  {
    minutes: 2,
    fa: [
      'درس ۷: جمع‌بندی سازوکار بیت‌کوین',
      'مروری کوتاه بر همهٔ قطعه‌ها کنار هم: امضا، دفتر کل، اثبات کار و پاداش.',
      ['همهٔ اجزای بیت‌کوین را به ترتیب نام ببرید', 'نقش هر جزء را در امنیت شبکه بیان کنید'],
    ],
  },
  {
    minutes: 2,
    en: [
      'Lesson 8: What is a block?',
      'Data, a hash and the hash of the previous block: the three parts of every block.',
      ['Name the parts of a block', 'Explain how blocks are linked'],
    ],
    fa: [
      'درس ۸: بلاک چیست؟',
      'داده، هش و هش بلاک قبلی؛ سه جزئی که هر بلاک از آن ساخته شده است.',
      ['اجزای بلاک را نام ببرید', 'توضیح دهید بلاک‌ها چطور به هم متصل می‌شوند'],
    ],
  },
  {
    minutes: 2,
    en: [
      'Lesson 9: Why tampering breaks the chain',
      'Change one block and every block after it becomes invalid.',
      ['Follow a tampered block through the chain'],
    ],
    fa: [
      'درس ۹: چرا دست‌کاری زنجیره را می‌شکند',
      'یک بلاک را تغییر دهید تا همهٔ بلاک‌های بعدی نامعتبر شوند.',
      ['مسیر یک بلاک دست‌کاری‌شده را در زنجیره دنبال کنید'],
    ],
  },
  {
    minutes: 2,
    fa: [
      'درس ۱۰: اثبات کار در یک نگاه',
      'نسخهٔ کوتاه و تصویری از این‌که چرا ساختن بلاک تازه زمان می‌برد.',
      ['رابطهٔ سختی شبکه و زمان ساخت بلاک را بیان کنید'],
    ],
  },
  {
    minutes: 2,
    en: [
      'Lesson 11: Peer-to-peer networks',
      'Everyone gets a full copy, and the majority decides which chain is valid.',
      ['Explain how nodes reach consensus'],
    ],
    fa: [
      'درس ۱۱: شبکه‌های همتابه‌همتا',
      'همه یک نسخهٔ کامل دارند و اکثریت تعیین می‌کند کدام زنجیره معتبر است.',
      ['توضیح دهید گره‌ها چطور به اجماع می‌رسند'],
    ],
  },
  {
    minutes: 1,
    en: [
      'Lesson 12: Beyond money',
      'Smart contracts, records and supply chains: where blockchains are used besides payments.',
      ['List three uses of blockchains besides currency'],
    ],
    fa: [
      'درس ۱۲: فراتر از پول',
      'قراردادهای هوشمند، اسناد و زنجیرهٔ تأمین؛ کاربردهای بلاکچین غیر از پرداخت.',
      ['سه کاربرد بلاکچین غیر از پول را نام ببرید'],
    ],
  },
];

/** Lessons; `video` is filled in by the seed with the stored clip. */
export function demoVideos(video: string): SeedItem[] {
  return lessons.map((lesson, index) => {
    const text = ([title, excerpt, goals]: [string, string, string[]], heading: string) => ({
      title,
      excerpt,
      sections: [],
      list: { heading, items: goals },
    });
    return {
      category: 'basics',
      tags: index < 7 ? ['bitcoin', 'beginner'] : ['beginner'],
      daysAgo: 1 + index * 4,
      likes: 45 - index * 3,
      mark: `L${index + 1}`,
      attributes: {
        video,
        watching_time: lesson.minutes,
      },
      ...(lesson.en ? { en: text(lesson.en, 'After this lesson you can') } : {}),
      ...(lesson.fa ? { fa: text(lesson.fa, 'پس از این درس می‌توانید') } : {}),
    };
  });
}
