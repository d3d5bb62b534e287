import type { SeedItem } from './types';

export const demoArticles: SeedItem[] = [
  {
    category: 'basics', tags: ['beginner', 'bitcoin'], daysAgo: 2, likes: 48, attributes: {},
    en: {
      title: 'What a blockchain really is, without the buzzwords',
      excerpt: 'A shared ledger that many computers keep in step, and why that simple idea changes who you have to trust.',
      sections: [
        ['A notebook everyone holds a copy of', 'Imagine a notebook of payments copied to thousands of people. Nobody can quietly tear out a page, because everyone else would notice the difference. A blockchain is that notebook, kept by computers that check each new page against the rules before adding it.'],
        ['Why blocks are chained', 'Each page, or block, carries a fingerprint of the page before it. Changing an old entry would change its fingerprint and break every page after it, which is why history on a blockchain is so hard to rewrite.'],
      ],
    },
    fa: {
      title: 'بلاکچین واقعاً چیست؛ بدون اصطلاحات پرطمطراق',
      excerpt: 'دفتری مشترک که هزاران رایانه هم‌زمان نگهش می‌دارند، و این‌که چرا همین ایدهٔ ساده، نیاز به اعتماد را جابه‌جا می‌کند.',
      sections: [
        ['دفترچه‌ای که همه یک نسخه از آن دارند', 'دفترچه‌ای از پرداخت‌ها را تصور کنید که از آن هزاران نسخه در دست مردم است. هیچ‌کس نمی‌تواند بی‌سروصدا صفحه‌ای را پاره کند، چون بقیه فوراً تفاوت را می‌بینند. بلاکچین همین دفترچه است که رایانه‌ها پیش از افزودن هر صفحهٔ تازه، آن را با قواعد شبکه می‌سنجند.'],
        ['چرا بلاک‌ها به هم زنجیر شده‌اند', 'هر صفحه یا بلاک، اثرانگشتی از صفحهٔ قبلی را با خود دارد. تغییر یک رکورد قدیمی اثرانگشتش را عوض می‌کند و همهٔ صفحه‌های بعدی را از اعتبار می‌اندازد؛ برای همین بازنویسی تاریخچهٔ بلاکچین این‌قدر دشوار است.'],
      ],
    },
  },
  {
    category: 'wallets', tags: ['security', 'beginner'], daysAgo: 4, likes: 73, attributes: {},
    en: {
      title: 'Your seed phrase is the wallet: how to keep it safe',
      excerpt: 'Twelve or twenty-four words can restore everything you own on-chain. Here is where to write them, and where never to type them.',
      sections: [
        ['Paper first, then metal', 'Write the words by hand, in order, and check them twice. For larger amounts a stamped metal plate survives fire and water far better than paper. Keep it somewhere you would keep a passport.'],
        ['Never into a website', 'No real support agent, airdrop or game will ever ask for your seed phrase. Any page that does is trying to empty your wallet, however official it looks.'],
      ],
    },
    fa: {
      title: 'عبارت بازیابی همان کیف پول شماست؛ چطور از آن محافظت کنیم',
      excerpt: 'دوازده یا بیست‌وچهار کلمه می‌تواند همهٔ دارایی‌تان روی زنجیره را برگرداند. این‌جا می‌گوییم آن را کجا بنویسید و کجا هرگز تایپش نکنید.',
      sections: [
        ['اول کاغذ، بعد فلز', 'کلمه‌ها را با دست و به همان ترتیب بنویسید و دو بار بررسی کنید. برای مبالغ بزرگ‌تر، صفحهٔ فلزی حک‌شده در برابر آتش و آب بسیار مقاوم‌تر از کاغذ است. آن را جایی نگه دارید که گذرنامه‌تان را نگه می‌دارید.'],
        ['هرگز در هیچ وب‌سایتی', 'هیچ پشتیبان واقعی، ایردراپ یا بازی‌ای عبارت بازیابی شما را نمی‌خواهد. هر صفحه‌ای که آن را بخواهد، هر قدر هم رسمی به نظر برسد، قصد خالی کردن کیف پولتان را دارد.'],
      ],
    },
  },
  {
    category: 'metaverse', tags: ['land', 'beginner'], daysAgo: 6, likes: 35, attributes: {},
    en: {
      title: 'What does it mean to own land in a metaverse?',
      excerpt: 'A parcel is a token that points to coordinates in a shared world. What you can build, rent and sell depends on the platform’s rules.',
      sections: [
        ['Coordinates, not acres', 'Virtual land is a fixed grid. Each parcel is an NFT naming a position on it, and the owner decides what appears there. Scarcity comes from the grid’s size, not from geography.'],
        ['Read the rules before you buy', 'Some worlds let owners charge for access or advertising; others limit what can be built. Check the platform’s terms, fees and how active its visitors really are.'],
      ],
    },
    fa: {
      title: 'مالکیت زمین در متاورس یعنی چه؟',
      excerpt: 'هر قطعه زمین توکنی است که به مختصاتی در یک جهان مشترک اشاره می‌کند. این‌که چه بسازید، اجاره دهید یا بفروشید، به قواعد همان پلتفرم بستگی دارد.',
      sections: [
        ['مختصات، نه متر مربع', 'زمین مجازی شبکه‌ای ثابت است. هر قطعه یک ان‌اف‌تی است که موقعیتی روی این شبکه را نام می‌برد و مالک تعیین می‌کند آن‌جا چه دیده شود. کمیابی از اندازهٔ شبکه می‌آید، نه از جغرافیا.'],
        ['پیش از خرید، قواعد را بخوانید', 'برخی جهان‌ها اجازه می‌دهند مالک برای ورود یا تبلیغات هزینه بگیرد و برخی دیگر ساخت‌وساز را محدود می‌کنند. شرایط استفاده، کارمزدها و میزان واقعی بازدیدکنندگان را بسنجید.'],
      ],
    },
  },
  {
    category: 'markets', tags: ['stablecoin', 'defi'], daysAgo: 8, likes: 22, attributes: {},
    en: {
      title: 'Stablecoins explained: how a token keeps its dollar peg',
      excerpt: 'Cash in a bank, crypto locked as collateral or an algorithm: three designs, three very different risks.',
      sections: [
        ['Backed by reserves', 'Fiat-backed stablecoins hold dollars or short-term bonds for every token issued. Their risk is the issuer: audits, banking partners and the freedom to freeze addresses.'],
        ['Backed by crypto', 'Over-collateralised designs lock more crypto than they issue. When prices fall fast, positions are liquidated automatically to protect the peg.'],
      ],
    },
    fa: {
      title: 'استیبل‌کوین‌ها چطور ارزششان را ثابت نگه می‌دارند؟',
      excerpt: 'دلار در حساب بانکی، رمزارز قفل‌شده به‌عنوان وثیقه یا یک الگوریتم؛ سه طراحی با سه نوع ریسک کاملاً متفاوت.',
      sections: [
        ['پشتوانهٔ ذخیره', 'استیبل‌کوین‌های با پشتوانهٔ پول رایج، در برابر هر توکن دلار یا اوراق کوتاه‌مدت نگه می‌دارند. ریسک اصلی‌شان خود صادرکننده است: حسابرسی، بانک‌های طرف قرارداد و امکان مسدود کردن نشانی‌ها.'],
        ['پشتوانهٔ رمزارز', 'در طراحی‌های با وثیقهٔ مازاد، بیش از مقدار صادرشده رمزارز قفل می‌شود. وقتی قیمت‌ها تند پایین می‌آیند، موقعیت‌ها خودکار نقد می‌شوند تا برابری با دلار حفظ شود.'],
      ],
    },
  },
  {
    category: 'nft', tags: ['nft', 'ethereum'], daysAgo: 10, likes: 41, attributes: {},
    en: {
      title: 'NFTs beyond pictures: tickets, memberships and game items',
      excerpt: 'A non-fungible token is a receipt anyone can verify. That makes it useful far beyond profile pictures.',
      sections: [
        ['Proof that travels with you', 'An event ticket as an NFT can be checked at the door without a central database, and resold under rules the organiser sets in the contract.'],
        ['Items you can take elsewhere', 'In games built on open standards, a sword or a skin you earned belongs to your wallet, not to a single server that might shut down.'],
      ],
    },
    fa: {
      title: 'ان‌اف‌تی فقط تصویر نیست؛ بلیت، عضویت و آیتم بازی',
      excerpt: 'توکن غیرمثلی رسیدی است که هر کسی می‌تواند درستی‌اش را بررسی کند؛ همین آن را به چیزی بسیار فراتر از عکس پروفایل تبدیل می‌کند.',
      sections: [
        ['سندی که همراه شما می‌آید', 'بلیت یک رویداد به شکل ان‌اف‌تی را می‌توان بدون پایگاه دادهٔ مرکزی دم در بررسی کرد و طبق قواعدی که برگزارکننده در قرارداد نوشته، دوباره فروخت.'],
        ['آیتم‌هایی که با خودتان می‌برید', 'در بازی‌هایی که بر استانداردهای باز ساخته شده‌اند، شمشیر یا لباسی که به دست آورده‌اید مال کیف پول شماست، نه سروری که ممکن است روزی خاموش شود.'],
      ],
    },
  },
  {
    category: 'development', tags: ['layer2', 'ethereum'], daysAgo: 12, likes: 19, attributes: {},
    en: {
      title: 'Layer 2 networks in plain words',
      excerpt: 'Rollups bundle hundreds of transactions and settle them on Ethereum, cutting fees without giving up its security.',
      sections: [
        ['Do the work elsewhere, prove it here', 'A rollup executes transactions on its own chain and posts a compressed summary to Ethereum. Anyone can check that summary, so users keep a path back to the main chain.'],
        ['Optimistic or zero-knowledge', 'Optimistic rollups assume batches are honest and allow a challenge window; zero-knowledge rollups attach a cryptographic proof to every batch, so withdrawals can be faster.'],
      ],
    },
    fa: {
      title: 'شبکه‌های لایه دو به زبان ساده',
      excerpt: 'رول‌آپ‌ها صدها تراکنش را بسته‌بندی می‌کنند و روی اتریوم تسویه می‌کنند؛ کارمزد پایین می‌آید و امنیت اتریوم سر جایش می‌ماند.',
      sections: [
        ['کار را جای دیگر انجام بده، این‌جا ثابتش کن', 'رول‌آپ تراکنش‌ها را روی زنجیرهٔ خودش اجرا می‌کند و خلاصه‌ای فشرده را روی اتریوم ثبت می‌کند. هر کسی می‌تواند این خلاصه را بررسی کند، پس کاربران همیشه راه بازگشتی به زنجیرهٔ اصلی دارند.'],
        ['خوش‌بینانه یا دانش‌صفر', 'رول‌آپ‌های خوش‌بینانه فرض را بر درستی بسته‌ها می‌گذارند و مهلتی برای اعتراض می‌دهند؛ رول‌آپ‌های دانش‌صفر برای هر بسته اثبات رمزنگاری می‌فرستند و برداشت از آن‌ها سریع‌تر است.'],
      ],
    },
  },
  {
    category: 'development', tags: ['dao', 'ethereum'], daysAgo: 14, likes: 14, attributes: {},
    en: {
      title: 'How a DAO makes decisions',
      excerpt: 'Proposals, token votes and a treasury controlled by code: the mechanics behind decentralised organisations.',
      sections: [
        ['From proposal to execution', 'A member posts a proposal, token holders vote during a fixed window, and if it passes the contract executes it, for example by sending funds from the treasury.'],
        ['The weak spots', 'Low turnout lets a few large holders decide. Good DAOs use delegation, quorums and time locks so that a surprise vote cannot drain the treasury overnight.'],
      ],
    },
  },
  {
    category: 'wallets', tags: ['security'], daysAgo: 16, likes: 27, attributes: {},
    en: {
      title: 'Five scams every crypto beginner meets in the first month',
      excerpt: 'Fake support, doubling giveaways, lookalike sites, romance investors and malicious approvals, and how to spot each.',
      sections: [
        ['They create urgency', 'Almost every scam asks you to act now: a limited airdrop, a locked account, a friend in trouble. Slowing down is the simplest defence there is.'],
        ['Check what you sign', 'A wallet pop-up asking to approve unlimited spending of a token can let a contract take it later. Read the request, and revoke approvals you no longer need.'],
      ],
    },
  },
  {
    category: 'basics', tags: ['bitcoin', 'beginner'], daysAgo: 18, likes: 31, attributes: {}, mark: 'HV',
    fa: {
      title: 'هاوینگ بیت‌کوین چیست و چرا هر چهار سال یک بار خبرساز می‌شود؟',
      excerpt: 'هر ۲۱۰ هزار بلاک، پاداش استخراج نصف می‌شود. این قاعدهٔ ساده عرضهٔ بیت‌کوین را محدود و قابل پیش‌بینی نگه می‌دارد.',
      sections: [
        ['قاعده‌ای که در کد نوشته شده', 'از همان ابتدا در کد بیت‌کوین آمده که پاداش بلاک در فاصله‌های مشخص نصف شود. به همین دلیل سقف ۲۱ میلیون واحدی هیچ‌وقت جابه‌جا نمی‌شود و کسی نمی‌تواند پول تازه چاپ کند.'],
        ['اثرش بر استخراج', 'با هر هاوینگ درآمد ماینرها به نصف می‌رسد. ماینرهایی که برق گران‌تر یا دستگاه قدیمی‌تری دارند کنار می‌روند و شبکه با سختی تازه‌ای به تعادل می‌رسد.'],
      ],
    },
  },
  {
    category: 'markets', tags: ['regulation'], daysAgo: 20, likes: 12, attributes: {}, mark: 'TX',
    fa: {
      title: 'راهنمای نگه‌داشتن سوابق معاملات رمزارز',
      excerpt: 'فهرست منظم خریدها، فروش‌ها و کارمزدها در روز مبادا از شما محافظت می‌کند؛ چه برای حسابرسی، چه برای پیگیری یک اشتباه.',
      sections: [
        ['چه چیزهایی را ثبت کنیم', 'تاریخ، مقدار، قیمت به تومان و دلار، کارمزد و نشانی یا نام صرافی را برای هر معامله بنویسید. شناسهٔ تراکنش را هم نگه دارید تا بعدها بتوانید آن را روی زنجیره پیدا کنید.'],
        ['ابزار ساده کافی است', 'یک صفحه‌گسترده که ماهی یک بار به‌روز شود از هر نرم‌افزار پیچیده‌ای بهتر است. خروجی صرافی‌ها را هم دانلود و کنار آن بایگانی کنید.'],
      ],
    },
  },
  {
    category: 'metaverse', tags: ['gaming', 'nft'], daysAgo: 22, likes: 26, attributes: {},
    en: {
      title: 'Play-to-earn after the hype: what survived',
      excerpt: 'Token rewards alone did not keep players. The games still growing are the ones that are fun first.',
      sections: [
        ['Why the first wave faded', 'When rewards depend on new players buying in, the economy shrinks as soon as growth slows. Many early games learned this within a year.'],
        ['What works now', 'Studios now treat tokens as an extra, not the reason to play: ownership of items, player-run markets and tournaments around games people already enjoy.'],
      ],
    },
    fa: {
      title: 'بازی برای کسب درآمد، بعد از فروکش کردن هیجان',
      excerpt: 'پاداش توکنی به‌تنهایی بازیکنان را نگه نداشت. بازی‌هایی که هنوز رشد می‌کنند، پیش از هر چیز سرگرم‌کننده‌اند.',
      sections: [
        ['چرا موج اول فروکش کرد', 'وقتی پاداش‌ها به ورود بازیکنان تازه وابسته باشد، با کند شدن رشد، اقتصاد بازی کوچک می‌شود. بسیاری از بازی‌های اولیه این را در کمتر از یک سال تجربه کردند.'],
        ['امروز چه چیزی جواب می‌دهد', 'استودیوها حالا توکن را یک امکان جانبی می‌بینند، نه دلیل بازی کردن: مالکیت آیتم‌ها، بازارهایی که بازیکنان می‌گردانند و مسابقه‌هایی حول بازی‌هایی که مردم واقعاً دوستشان دارند.'],
      ],
    },
  },
  {
    category: 'markets', tags: ['defi', 'ethereum'], daysAgo: 24, likes: 17, attributes: {},
    en: {
      title: 'Decentralised exchanges: swapping without an order book',
      excerpt: 'Liquidity pools and a pricing formula replace buyers and sellers meeting in the middle.',
      sections: [
        ['Pools instead of order books', 'Liquidity providers deposit two tokens into a pool. A formula sets the price from the ratio between them, so a trade is always possible, at a cost that grows with its size.'],
        ['Slippage and impermanent loss', 'Large trades move the price against you; set a slippage limit. Providers earn fees but can end up with less value than if they had simply held both tokens.'],
      ],
    },
    fa: {
      title: 'صرافی‌های غیرمتمرکز؛ مبادله بدون دفتر سفارش',
      excerpt: 'استخرهای نقدینگی و یک فرمول قیمت‌گذاری جای خریداران و فروشندگانی را می‌گیرند که باید سر یک قیمت به توافق برسند.',
      sections: [
        ['استخر به‌جای دفتر سفارش', 'تأمین‌کنندگان نقدینگی دو توکن را در یک استخر می‌گذارند و فرمولی قیمت را از نسبت آن دو تعیین می‌کند. به این ترتیب معامله همیشه ممکن است، با هزینه‌ای که با بزرگ‌تر شدن معامله بیشتر می‌شود.'],
        ['لغزش قیمت و زیان ناپایدار', 'معاملهٔ بزرگ قیمت را به ضرر شما جابه‌جا می‌کند؛ برای لغزش سقف بگذارید. تأمین‌کنندگان کارمزد می‌گیرند، اما ممکن است ارزش سهمشان از حالتی که فقط دو توکن را نگه می‌داشتند کمتر شود.'],
      ],
    },
  },
];
