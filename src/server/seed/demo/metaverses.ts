import type { FeatureTopic, LocalizedText } from '@/shared/content-types';
import { formatNumber } from '@/shared/format/number';
import type { SeedItem } from './types';

type Pair = [en: string, fa: string];
type Access = 'browser' | 'desktop' | 'vr' | 'mobile';

type World = {
  name: Pair;
  token: string;
  chain: Pair;
  launched: number;
  /** How many land parcels the world has, where it is a fixed number. */
  parcels?: number;
  website: string;
  /** What it is, in one sentence. */
  definition: Pair;
  land: Pair;
  innovation: Pair;
  access: Access[];
  ads: 'billboards' | 'brand-spaces' | 'none';
  /**
   * Wallet product names read the same in both languages (a Persian sentence lists them with «،»);
   * a sentence about them needs a pair.
   */
  wallets: string | Pair;
};

const worlds: World[] = [
  { name: ['Decentraland', 'دسنترالند'], token: 'MANA', chain: ['Ethereum', 'اتریوم'], launched: 2020, parcels: 90_601, website: 'https://decentraland.org', definition: ['a browser-based 3D world governed by a DAO of its users', 'جهانی سه‌بعدی در مرورگر که دائوی کاربرانش آن را اداره می‌کند'], land: ['90,601 LAND parcels of 16×16 metres, grouped into districts and estates', '۹۰٬۶۰۱ قطعه LAND به ابعاد ۱۶ در ۱۶ متر که در محله‌ها و املاک گروه‌بندی می‌شوند'], innovation: ['one of the first worlds where land ownership and governance both live on-chain', 'از نخستین جهان‌هایی که هم مالکیت زمین و هم حکمرانی آن روی زنجیره است'], access: ['browser', 'desktop'], ads: 'billboards', wallets: 'MetaMask, WalletConnect' },
  { name: ['The Sandbox', 'سندباکس'], token: 'SAND', chain: ['Ethereum and Polygon', 'اتریوم و پالیگان'], launched: 2021, parcels: 166_464, website: 'https://www.sandbox.game', definition: ['a voxel world where players build games and experiences on their own land', 'جهانی وکسلی که بازیکنان روی زمین خودشان بازی و تجربه می‌سازند'], land: ['166,464 LANDs on a 408×408 map, which can be merged into estates', '۱۶۶٬۴۶۴ قطعه LAND روی نقشه‌ای ۴۰۸ در ۴۰۸ که می‌توان آن‌ها را به ملک بزرگ‌تر تبدیل کرد'], innovation: ['free creation tools (VoxEdit and Game Maker) that need no programming', 'ابزارهای رایگان ساخت (VoxEdit و Game Maker) که به برنامه‌نویسی نیاز ندارند'], access: ['desktop', 'browser'], ads: 'brand-spaces', wallets: 'MetaMask, WalletConnect, Coinbase Wallet' },
  { name: ['Otherside', 'آدرساید'], token: 'APE', chain: ['Ethereum', 'اتریوم'], launched: 2022, website: 'https://otherside.xyz', definition: ['a game-like world from the makers of the Bored Ape collection', 'جهانی بازی‌گونه از سازندگان مجموعهٔ Bored Ape'], land: ['Otherdeed NFTs, each a plot with its own environment and resources', 'ان‌اف‌تی‌های Otherdeed که هر کدام قطعه‌ای با محیط و منابع خاص خود است'], innovation: ['large live events with thousands of players in one shared space', 'رویدادهای زندهٔ بزرگ با هزاران بازیکن در یک فضای مشترک'], access: ['desktop'], ads: 'brand-spaces', wallets: 'MetaMask, WalletConnect' },
  { name: ['Somnium Space', 'سامنیوم اسپیس'], token: 'CUBE', chain: ['Ethereum', 'اتریوم'], launched: 2018, website: 'https://somniumspace.com', definition: ['a persistent world designed first for virtual reality headsets', 'جهانی پایدار که پیش از هر چیز برای هدست‌های واقعیت مجازی طراحی شده است'], land: ['parcels in three sizes, from small plots to large waterfront lots', 'قطعه‌هایی در سه اندازه، از زمین‌های کوچک تا قطعه‌های بزرگ کنار آب'], innovation: ['full-body tracking in VR and buildings you can walk through in real scale', 'ردیابی کامل بدن در واقعیت مجازی و ساختمان‌هایی که در مقیاس واقعی می‌توان در آن‌ها قدم زد'], access: ['vr', 'desktop'], ads: 'billboards', wallets: 'MetaMask' },
  { name: ['Voxels', 'واکسلز'], token: 'ETH', chain: ['Ethereum', 'اتریوم'], launched: 2018, website: 'https://www.voxels.com', definition: ['a voxel city of galleries and shops, formerly called Cryptovoxels', 'شهری وکسلی پر از گالری و فروشگاه که پیش‌تر Cryptovoxels نام داشت'], land: ['a few thousand parcels along streets in Origin City and its islands', 'چند هزار قطعه در امتداد خیابان‌های شهر Origin و جزیره‌های اطرافش'], innovation: ['a favourite of NFT artists for simple, free-to-visit galleries', 'محبوب هنرمندان ان‌اف‌تی برای ساختن گالری‌های ساده که بازدیدشان رایگان است'], access: ['browser', 'vr', 'mobile'], ads: 'none', wallets: 'MetaMask, WalletConnect' },
  { name: ['Axie Infinity', 'اکسی اینفینیتی'], token: 'AXS', chain: ['Ronin', 'رونین'], launched: 2018, parcels: 90_601, website: 'https://axieinfinity.com', definition: ['a creature-battling game whose world, Lunacia, is divided into land plots', 'بازی نبرد موجودات که جهانش، لوناسیا، به قطعه‌هایی تقسیم شده است'], land: ['90,601 plots in Lunacia, from common Savannah to rare Genesis land', '۹۰٬۶۰۱ قطعه در لوناسیا، از زمین معمولی ساوانا تا زمین کمیاب جنسیس'], innovation: ['its own sidechain, Ronin, built to make in-game transactions cheap', 'زنجیرهٔ جانبی اختصاصی رونین که برای ارزان کردن تراکنش‌های درون بازی ساخته شد'], access: ['desktop', 'mobile'], ads: 'none', wallets: 'Ronin Wallet' },
  { name: ['Upland', 'آپلند'], token: 'UPX', chain: ['EOS', 'ای‌اواس'], launched: 2019, website: 'https://www.upland.me', definition: ['a property-trading game mapped onto real city addresses', 'بازی خرید و فروش ملک که روی نشانی‌های واقعی شهرها نقشه‌برداری شده است'], land: ['properties matching real addresses in cities such as San Francisco and New York', 'ملک‌هایی منطبق بر نشانی‌های واقعی در شهرهایی مثل سان‌فرانسیسکو و نیویورک'], innovation: ['a familiar map of the real world as the board of the game', 'نقشهٔ آشنای دنیای واقعی به‌عنوان صفحهٔ بازی'], access: ['browser', 'mobile'], ads: 'brand-spaces', wallets: ['an Upland account with an EOS wallet', 'حساب آپلند همراه با یک کیف پول EOS'] },
  { name: ['Star Atlas', 'استار اطلس'], token: 'ATLAS', chain: ['Solana', 'سولانا'], launched: 2021, website: 'https://staratlas.com', definition: ['a space strategy game of ships, factions and planets', 'بازی استراتژی فضایی با سفینه‌ها، جناح‌ها و سیاره‌ها'], land: ['claimable stakes on planets and asteroids rather than a fixed grid', 'سهم‌های قابل‌تصاحب روی سیاره‌ها و سیارک‌ها به‌جای یک شبکهٔ ثابت'], innovation: ['a two-token design: ATLAS for the economy and POLIS for governance', 'طراحی دوتوکنی: ATLAS برای اقتصاد بازی و POLIS برای حکمرانی'], access: ['desktop', 'browser'], ads: 'none', wallets: 'Phantom, Solflare' },
  { name: ['Illuvium', 'ایلوویوم'], token: 'ILV', chain: ['Ethereum and Immutable X', 'اتریوم و ایمیوتبل ایکس'], launched: 2022, website: 'https://illuvium.io', definition: ['an open-world game of capturing and battling creatures', 'بازی جهان‌باز برای شکار و نبرد با موجودات'], land: ['Illuvium Zero plots where players build industry and extract fuel', 'قطعه‌های Illuvium Zero که بازیکنان روی آن صنعت می‌سازند و سوخت استخراج می‌کنند'], innovation: ['gas-free trading of items on a zero-knowledge rollup', 'معاملهٔ آیتم‌ها بدون کارمزد گس روی یک رول‌آپ دانش‌صفر'], access: ['desktop'], ads: 'none', wallets: 'MetaMask, Immutable Passport' },
  { name: ['Bloktopia', 'بلاکتوپیا'], token: 'BLOK', chain: ['Polygon', 'پالیگان'], launched: 2021, website: 'https://www.bloktopia.com', definition: ['a 21-storey virtual skyscraper for learning about crypto', 'آسمان‌خراشی مجازی با ۲۱ طبقه برای یادگیری دربارهٔ رمزارزها'], land: ['REBLOCs, units of real estate inside the tower that owners can rent out', 'واحدهای REBLOC، املاکی درون برج که مالکان می‌توانند اجاره دهند'], innovation: ['a vertical world: floors replace a map of plots', 'جهانی عمودی که در آن طبقه‌ها جای نقشهٔ قطعه‌ها را گرفته‌اند'], access: ['desktop'], ads: 'billboards', wallets: 'MetaMask' },
  { name: ['Alien Worlds', 'ایلین ورلدز'], token: 'TLM', chain: ['WAX', 'وکس'], launched: 2020, website: 'https://alienworlds.io', definition: ['a mining game across six planets, each run by its own DAO', 'بازی استخراج در شش سیاره که هر کدام را دائوی خودش اداره می‌کند'], land: ['land NFTs on each planet; owners set the commission miners pay them', 'ان‌اف‌تی‌های زمین در هر سیاره که مالکش کمیسیون ماینرها را تعیین می‌کند'], innovation: ['planetary DAOs where players elect councils and spend treasuries', 'دائوهای سیاره‌ای که بازیکنان در آن‌ها شورا انتخاب می‌کنند و خزانه را خرج می‌کنند'], access: ['browser', 'mobile'], ads: 'none', wallets: 'WAX Cloud Wallet, Anchor' },
  { name: ['Roblox', 'رابلاکس'], token: 'Robux', chain: ['no blockchain', 'بدون بلاکچین'], launched: 2006, website: 'https://www.roblox.com', definition: ['a huge platform of user-made games, included here as a non-blockchain comparison', 'پلتفرم عظیمی از بازی‌های ساخت کاربران که برای مقایسه با جهان‌های غیربلاکچینی آورده‌ایم'], land: ['no scarce land: anyone can create as many experiences as they like', 'زمین کمیابی در کار نیست؛ هر کس هر تعداد تجربه که بخواهد می‌سازد'], innovation: ['a creator economy that pays developers in Robux they can exchange for cash', 'اقتصاد سازندگان که به توسعه‌دهندگان Robux می‌پردازد و قابل تبدیل به پول نقد است'], access: ['desktop', 'mobile', 'vr'], ads: 'brand-spaces', wallets: ['none: a Roblox account is enough', 'ندارد؛ یک حساب کاربری رابلاکس کافی است'] },
];

const accessText: Record<Access, Pair> = {
  browser: ['web browser', 'مرورگر وب'],
  desktop: ['desktop app', 'برنامهٔ دسکتاپ'],
  vr: ['VR headset', 'هدست واقعیت مجازی'],
  mobile: ['mobile', 'موبایل'],
};

const adsText: Record<World['ads'], Pair> = {
  billboards: ['Landowners can place billboards and signs on their parcels and sell that space to advertisers.', 'مالکان زمین می‌توانند روی قطعه‌شان بیلبورد و تابلو نصب کنند و این فضا را به تبلیغ‌کنندگان بفروشند.'],
  'brand-spaces': ['Brands run whole experiences or events in partnership with the platform rather than buying banners.', 'برندها به‌جای خرید بنر، با همکاری پلتفرم یک تجربه یا رویداد کامل برگزار می‌کنند.'],
  none: ['There is no built-in advertising system; promotion happens through events and social media.', 'سیستم تبلیغات داخلی ندارد و معرفی‌ها از راه رویدادها و شبکه‌های اجتماعی انجام می‌شود.'],
};

// Persian text is written in Persian digits, as a Persian editor would type it.
const year = (value: number, locale: 'fa' | 'en') => formatNumber(value, locale, { useGrouping: false });

function features(w: World): Partial<Record<FeatureTopic, LocalizedText>> {
  const isChain = w.chain[0] !== 'no blockchain';
  const access = (i: 0 | 1) => w.access.map((a) => accessText[a][i]).join(i === 0 ? ', ' : '، ');
  return {
    definition: { en: `${w.name[0]} is ${w.definition[0]}.`, fa: `${w.name[1]}؛ ${w.definition[1]}.` },
    plots_of_land: { en: `Land: ${w.land[0]}.`, fa: `زمین: ${w.land[1]}.` },
    types_of_virtual: {
      en: `Assets include ${isChain ? 'land, wearables and items as NFTs' : 'game passes and avatar items held in your account'}.`,
      fa: `دارایی‌ها شامل ${isChain ? 'زمین، پوشیدنی‌ها و آیتم‌هایی به شکل ان‌اف‌تی' : 'بلیت بازی‌ها و آیتم‌های آواتار در حساب کاربری'} است.`,
    },
    types_of_tokens: { en: `The main currency is ${w.token}.`, fa: `واحد پول اصلی ${w.token} است.` },
    backing: {
      en: isChain ? `Ownership is recorded on ${w.chain[0]}; ${w.token} has no backing beyond what the market pays for it.` : `${w.token} is a company-issued currency with no blockchain record.`,
      fa: isChain ? `مالکیت روی ${w.chain[1]} ثبت می‌شود و ${w.token} پشتوانه‌ای جز قیمتی که بازار برایش می‌پردازد ندارد.` : `${w.token} پولی است که شرکت صادر می‌کند و روی هیچ بلاکچینی ثبت نمی‌شود.`,
    },
    wallet_compatibility: {
      en: `Wallets: ${typeof w.wallets === 'string' ? w.wallets : w.wallets[0]}.`,
      fa: `کیف پول‌های سازگار: ${typeof w.wallets === 'string' ? w.wallets.split(', ').join('، ') : w.wallets[1]}.`,
    },
    purchasing_land: {
      en: isChain ? `Buy land on the official marketplace or on NFT marketplaces, paying in ${w.token} or other accepted tokens.` : 'There is nothing to buy: creating a place is free.',
      fa: isChain ? `زمین را می‌توان از بازار رسمی یا بازارهای ان‌اف‌تی خرید و بهایش را با ${w.token} یا توکن‌های پذیرفته‌شدهٔ دیگر پرداخت.` : 'چیزی برای خرید وجود ندارد و ساختن یک مکان رایگان است.',
    },
    innovation: { en: `What stands out: ${w.innovation[0]}.`, fa: `نوآوری: ${w.innovation[1]}.` },
    collaborations: {
      en: `Since ${w.launched} it has hosted brand, music and art collaborations inside the world.`,
      fa: `از سال ${year(w.launched, 'fa')} تاکنون میزبان همکاری با برندها، موسیقی‌دانان و هنرمندان بوده است.`,
    },
    platform_accessibility: { en: `Available on: ${access(0)}.`, fa: `در دسترس روی: ${access(1)}.` },
    ad_system: { en: adsText[w.ads][0], fa: adsText[w.ads][1] },
    other: { en: `Official site: ${w.website}`, fa: `سایت رسمی: ${w.website}` },
  };
}

export const demoMetaverses: SeedItem[] = worlds.map((w, index) => ({
  category: 'metaverse',
  tags: index % 3 === 0 ? ['land', 'nft'] : index % 3 === 1 ? ['land', 'gaming'] : ['gaming', 'dao'],
  daysAgo: 2 + index * 3,
  likes: 90 - index * 6,
  attributes: {
    features: features(w),
    specifications: [
      { label: { en: 'Blockchain', fa: 'بلاکچین' }, value: { en: w.chain[0], fa: w.chain[1] } },
      { label: { en: 'Token', fa: 'توکن' }, value: { en: w.token, fa: w.token } },
      { label: { en: 'Launched', fa: 'سال راه‌اندازی' }, value: { en: year(w.launched, 'en'), fa: year(w.launched, 'fa') } },
      ...(w.parcels ? [{ label: { en: 'Land parcels', fa: 'تعداد قطعه‌های زمین' }, value: { en: formatNumber(w.parcels, 'en'), fa: formatNumber(w.parcels, 'fa') } }] : []),
      { label: { en: 'Platforms', fa: 'پلتفرم‌ها' }, value: { en: w.access.map((a) => accessText[a][0]).join(', '), fa: w.access.map((a) => accessText[a][1]).join('، ') } },
    ],
    website: w.website,
    token: w.token,
  },
  en: {
    title: w.name[0],
    excerpt: `${w.name[0]} is ${w.definition[0]}.`,
    sections: [
      ['Land and ownership', `${w.land[0][0]!.toUpperCase()}${w.land[0].slice(1)}. Its currency is ${w.token}.`],
      ['What makes it different', `${w.innovation[0][0]!.toUpperCase()}${w.innovation[0].slice(1)}.`],
    ],
  },
  fa: {
    title: w.name[1],
    excerpt: `${w.name[1]}؛ ${w.definition[1]}.`,
    sections: [
      ['زمین و مالکیت', `${w.land[1]}. واحد پول این جهان ${w.token} است.`],
      ['چه چیزی آن را متمایز می‌کند', `${w.innovation[1]}.`],
    ],
  },
}));
