/**
 * A Persian word's stem for search: the inflections a reader adds or leaves off («کیف پول‌ها»,
 * «رمزارزها», «می‌خواهم», «بیشترین») taken away, so that both spellings meet in the index.
 * After Lucene's Persian stemmer (suffixes only) and Hazm's verb prefixes, table-driven: every
 * rule and every exception is in this file, and tests/unit/persian-stem.test.ts has a case per
 * rule. Isomorphic; words arrive folded (foldLetters) and split into parts at a ZWNJ or a space
 * (searchWords).
 *
 * A suffix rule only applies to a word written together when what is left is long enough and the
 * word is not one that merely ends in those letters («ایران», «دفتر», «تنها»); written after a
 * ZWNJ or a space a bound morpheme is unambiguous and always goes.
 */

type SuffixRule = {
  /** The ending, as written joined. */
  suffix: string;
  /** What the stem gets in its place (a plural «گان» was a final «ه»: نویسندگان → نویسنده). */
  replacement?: string;
  /** The fewest letters the stem may keep. */
  minStem: number;
  /** Words this rule never applies to. */
  unless?: RegExp;
};

// Longest first: the first rule that applies wins, and a word loses one ending group only.
const SUFFIX_RULES: SuffixRule[] = [
  // Plural «ها» with a possessive or the ezafe after it.
  { suffix: 'هایشان', minStem: 2 },
  { suffix: 'هایتان', minStem: 2 },
  { suffix: 'هایمان', minStem: 2 },
  { suffix: 'هایی', minStem: 2 },
  { suffix: 'هایم', minStem: 2 },
  { suffix: 'هایت', minStem: 2 },
  { suffix: 'هایش', minStem: 2 },
  { suffix: 'های', minStem: 2 },
  { suffix: 'ها', minStem: 2 },
  // Superlative and comparative.
  { suffix: 'ترین', minStem: 3 },
  { suffix: 'تر', minStem: 3 },
  // Plural possessives written joined after a consonant («پولتان», «کیفشان»); «…ستان» is a place, not «your».
  { suffix: 'شان', minStem: 3 },
  { suffix: 'تان', minStem: 3, unless: /ستان$/ },
  { suffix: 'مان', minStem: 3 },
  // Plural «ان»: after a final «ه» it is written «گان», after a vowel «یان». A «…ستان» is a place.
  { suffix: 'گان', replacement: 'ه', minStem: 3 },
  { suffix: 'یان', minStem: 3 },
  { suffix: 'ان', minStem: 3, unless: /ستان$/ },
  // Arabic plural «ات».
  { suffix: 'ات', minStem: 3 },
];

/**
 * Words that end in a rule's letters without carrying the inflection: proper nouns, everyday
 * nouns and the Latin loans of this library's subjects. Kept whole, they keep their own results.
 */
export const NOT_INFLECTED = new Set([
  // …ها
  'تنها', 'بها', 'رها', 'سها',
  // …تر
  'دفتر', 'دختر', 'کبوتر', 'بستر', 'چتر', 'اختر', 'شتر', 'استر', 'دکتر', 'متر', 'فیلتر', 'توییتر', 'تویتر',
  'کامپیوتر', 'پارامتر', 'پوستر', 'تئاتر', 'کاراکتر', 'اسکوتر', 'لیتر', 'کیلومتر', 'سانتیمتر', 'میلیمتر',
  'روتر', 'اینتر', 'تراکتر', 'ماستر', 'فوتر', 'تریدر',
  // …ان
  'ایران', 'تهران', 'زمان', 'جهان', 'میزان', 'پایان', 'میدان', 'باران', 'ارزان', 'آسان', 'جوان', 'نشان',
  'زبان', 'خیابان', 'درمان', 'سازمان', 'ساختمان', 'انسان', 'قرآن', 'امکان', 'مکان',
  'بیابان', 'گران', 'ایمان', 'آسمان', 'فرمان', 'گمان', 'پیمان', 'آرمان', 'مهمان',
  'میهمان', 'رمان', 'دوران', 'بحران', 'جبران', 'جریان', 'کاروان', 'دیوان', 'ایوان', 'توان', 'میان',
  'پنهان', 'آبان', 'آلمان', 'عمان', 'لبنان', 'یونان', 'سودان',
  'کرمان', 'اصفهان', 'گیلان', 'زنجان', 'همدان', 'آبادان', 'خراسان', 'مازندران', 'سمنان',
  'فراوان', 'روان', 'کیوان', 'سلطان', 'شیطان', 'دندان', 'زندان',
  'نردبان', 'چوپان', 'دهان', 'جان', 'نان', 'خان', 'کمان', 'گردان', 'گریبان', 'رایگان', 'همگان',
  'شایان', 'نمایان', 'بیکران', 'کاپیتان', 'تایتان', 'بنیان',
  // …شان, …تان, …مان
  'ایشان', 'پریشان', 'درخشان', 'کاشان', 'بدخشان', 'لرزان', 'تابان', 'کتان', 'بهتان', 'سلمان',
  'سلیمان', 'ترکمان', 'زایمان', 'چیدمان', 'گفتمان', 'دودمان', 'ریسمان', 'مسلمان', 'پشیمان', 'قهرمان',
  'کهکشان', 'پیشمان', 'کشمان',
  // …ات
  'ثبات', 'حیات', 'نجات', 'ذات', 'زکات', 'برات', 'صلوات', 'مساوات', 'ملاقات', 'مات', 'شات', 'بات',
  'ربات', 'روبات', 'پلات', 'کات', 'لات', 'دات', 'پولکادات',
]);

// A verb's prefix written joined («میخواهم») is told from a word that only starts with its letters
// («میدان», «میلیون») by the personal ending the verb carries.
const VERB_PREFIXES = ['نمی', 'می'];
const VERB_ENDINGS = /(?:م|ی|د|یم|ید|ند)$/;
const NOT_VERBS = new Set(['میلاد', 'میلادی', 'میهنی', 'میانی', 'میانجی', 'میراثی', 'میزبانی', 'میوهای', 'میلیاردی', 'میلیونی', 'میکروبی']);
const MIN_VERB_STEM = 3;

// The subjunctive and imperative «ب» takes only these present stems here: written joined it
// cannot be told from the many words that begin with «ب» («بازی», «بیت») otherwise.
const SUBJUNCTIVE_STEMS = ['خوان', 'خر', 'فروش', 'ساز', 'نویس', 'بین', 'گو', 'شو', 'کن', 'ده', 'دان', 'گیر', 'رو', 'گذار', 'پرداز'];
const SUBJUNCTIVE = new RegExp(`^ب(${SUBJUNCTIVE_STEMS.join('|')})(?:م|ی|د|یم|ید|ند)$`);

// Bound morphemes that may stand as a word's own part (after a ZWNJ or a space).
const BOUND_PREFIXES = new Set(['می', 'نمی']);
const BOUND_SUFFIXES = new Set([
  'ها', 'های', 'هایی', 'هایم', 'هایت', 'هایش', 'هایمان', 'هایتان', 'هایشان',
  'تر', 'ترین', 'ای', 'ام', 'ات', 'اش', 'مان', 'تان', 'شان', 'ی',
]);

const PERSIAN = /^[\u0600-\u06FF]+$/;

function stripSuffix(word: string): string {
  if (NOT_INFLECTED.has(word)) return word;
  for (const rule of SUFFIX_RULES) {
    if (!word.endsWith(rule.suffix) || rule.unless?.test(word)) continue;
    const stem = word.slice(0, -rule.suffix.length) + (rule.replacement ?? '');
    if (stem.length - (rule.replacement?.length ?? 0) < rule.minStem) continue;
    return stem;
  }
  return word;
}

function stripVerbPrefix(word: string): string {
  if (NOT_VERBS.has(word)) return word;
  for (const prefix of VERB_PREFIXES) {
    const rest = word.slice(prefix.length);
    if (word.startsWith(prefix) && rest.length >= MIN_VERB_STEM && VERB_ENDINGS.test(rest)) return rest;
  }
  return SUBJUNCTIVE.test(word) ? word.slice(1) : word;
}

/** One word's stem as its parts, or null when the word is its own stem or not a Persian word. */
export function persianStemParts(parts: string[]): string[] | null {
  if (!parts.every((part) => PERSIAN.test(part))) return null;
  const stem = [...parts];
  // Parts typed after a ZWNJ or a space: «می» before and a plural or clitic after are bound.
  while (stem.length > 1 && BOUND_PREFIXES.has(stem[0]!)) stem.shift();
  let strippedEnd = false;
  while (stem.length > 1 && BOUND_SUFFIXES.has(stem.at(-1)!)) {
    stem.pop();
    strippedEnd = true;
  }
  // What is written together is judged by the tables.
  if (stem.length === 1) stem[0] = stripVerbPrefix(stem[0]!);
  if (!strippedEnd) stem[stem.length - 1] = stripSuffix(stem.at(-1)!);
  return stem.join('') === parts.join('') ? null : stem;
}

/**
 * Compounds this library's readers write joined, spaced or with a ZWNJ, by their stems written
 * together: two words side by side that make one of these are one word, in documents and queries
 * alike, so «رمز ارز», «رمز‌ارز» and «رمزارز» (or «کیف پول‌ها» and «کیف‌پول») ask the same.
 */
export const COMPOUNDS = new Set([
  'کیفپول', 'رمزارز', 'بیتکوین', 'بلاکچین', 'آلتکوین', 'استیبلکوین', 'میمکوین', 'لایتکوین', 'دوجکوین',
  'زنجیرهبلوک', 'پولشویی', 'سرمایهگذاری', 'سرمایهگذار', 'قیمتگذاری', 'رمزنگاری', 'واقعیتمجازی',
  'کلاهبرداری', 'استخراجکننده', 'توسعهدهنده', 'کاربرپسند',
]);
