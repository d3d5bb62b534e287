import { describe, expect, it } from 'vitest';
import { withoutRepeatedLead } from '@/server/services/content/html';
import { composeBody } from '@/server/seed/demo/compose';
import { demoArticles } from '@/server/seed/demo/articles';
import { demoCoins } from '@/server/seed/demo/coins';
import { demoMetaverses } from '@/server/seed/demo/metaverses';
import { demoPodcasts } from '@/server/seed/demo/podcasts';
import { formatMoney } from '@/shared/format/number';
import { statusReadersSee, storedStatus } from '@/shared/publishing';
import { proseParts } from '@/shared/text/bidi';
import { englishStem, indexLexemes, queryTerms } from '@/shared/text/search-words';

const now = new Date('2026-01-10T12:00:00Z');
const tomorrow = new Date('2026-01-11T12:00:00Z');
const yesterday = new Date('2026-01-09T12:00:00Z');

describe('published means visible now', () => {
  it('stores published with a date ahead as scheduled, and nothing else differently', () => {
    expect(storedStatus('published', tomorrow, now)).toBe('scheduled');
    expect(storedStatus('published', tomorrow.toISOString(), now)).toBe('scheduled');
    expect(storedStatus('published', yesterday, now)).toBe('published');
    expect(storedStatus('published', null, now)).toBe('published');
    expect(storedStatus('scheduled', tomorrow, now)).toBe('scheduled');
    expect(storedStatus('draft', tomorrow, now)).toBe('draft');
  });

  it('lists published and scheduled as readers see them now', () => {
    expect(statusReadersSee('published', tomorrow, now)).toBe('scheduled');
    expect(statusReadersSee('scheduled', yesterday, now)).toBe('published');
    expect(statusReadersSee('scheduled', tomorrow, now)).toBe('scheduled');
    expect(statusReadersSee('archived', yesterday, now)).toBe('archived');
  });
});

describe('Latin runs in Persian prose', () => {
  it('isolates each Latin name and gives the list Persian commas', () => {
    expect(proseParts('کیف پول‌های سازگار: MetaMask, WalletConnect, Coinbase Wallet.', 'fa')).toEqual([
      { text: 'کیف پول‌های سازگار: ', isLatin: false },
      { text: 'MetaMask', isLatin: true },
      { text: '، ', isLatin: false },
      { text: 'WalletConnect', isLatin: true },
      { text: '، ', isLatin: false },
      { text: 'Coinbase Wallet', isLatin: true },
      { text: '.', isLatin: false },
    ]);
  });

  it('keeps a Latin run\'s own punctuation inside it', () => {
    const latin = (text: string) => proseParts(text, 'fa').filter((part) => part.isLatin).map((part) => part.text);
    expect(latin('سایت رسمی: https://decentraland.org')).toEqual(['https://decentraland.org']);
    expect(latin('استاندارد ERC-20 روی Web3.')).toEqual(['ERC-20', 'Web3']);
  });

  it('leaves English text, and a text with no Persian letter, whole', () => {
    expect(proseParts('Wallets: MetaMask, WalletConnect.', 'en')).toEqual([{ text: 'Wallets: MetaMask, WalletConnect.', isLatin: false }]);
    expect(proseParts('Wallets: MetaMask, WalletConnect.', 'fa')).toEqual([{ text: 'Wallets: MetaMask, WalletConnect.', isLatin: true }]);
  });

  it('writes the demo\'s Persian wallet lists with «،»', () => {
    const lists = demoMetaverses.map((item) => (item.attributes as { features: { wallet_compatibility?: { fa: string } } }).features.wallet_compatibility?.fa ?? '');
    expect(lists).toContain('کیف پول‌های سازگار: MetaMask، WalletConnect.');
    expect(lists.filter((text) => /[A-Za-z], [A-Za-z]/.test(text))).toEqual([]);
  });
});

describe('amounts in the reader\'s language', () => {
  // The number, its scale and the currency stay on one line (no-break spaces).
  const spaced = (text: string) => text.replace(/\u00a0/g, ' ');

  it('writes «۱٫۳۲ تریلیون دلار» in Persian, "$1.32T" in English', () => {
    expect(spaced(formatMoney(1_320_000_000_000, 'fa', { compact: true }))).toBe('۱٫۳۲ تریلیون دلار');
    expect(spaced(formatMoney(418_000_000_000, 'fa', { compact: true }))).toBe('۴۱۸ میلیارد دلار');
    expect(spaced(formatMoney(67_250, 'fa'))).toBe('۶۷٬۲۵۰ دلار');
    expect(formatMoney(1_320_000_000_000, 'en', { compact: true })).toBe('$1.32T');
    expect(formatMoney(67_250, 'en')).toBe('$67,250.00');
    expect(formatMoney(67_250, 'fa')).not.toContain('$');
  });
});

describe('the lead once', () => {
  it('drops a body\'s first paragraph that repeats the excerpt, whatever its markup', () => {
    const excerpt = 'بیت‌کوین در سال ۲۰۰۹ راه‌اندازی شد.';
    expect(withoutRepeatedLead(`<p><strong>${excerpt}</strong></p>\n<h2>چطور</h2><p>متن</p>`, excerpt)).toBe('<h2>چطور</h2><p>متن</p>');
    expect(withoutRepeatedLead('<p>Bitcoin   launched &amp; grew.</p><p>More.</p>', 'Bitcoin launched & grew.')).toBe('<p>More.</p>');
    expect(withoutRepeatedLead('<p>Another opening.</p><p>More.</p>', 'Bitcoin launched.')).toBe('<p>Another opening.</p><p>More.</p>');
    expect(withoutRepeatedLead('<p>Text.</p>', '')).toBe('<p>Text.</p>');
  });

  it('composes demo bodies without the excerpt (articles, podcasts, coins)', () => {
    for (const item of [demoArticles[0]!, demoPodcasts('/media/audio/demo.mp3')[0]!, demoCoins[0]!]) {
      for (const locale of ['fa', 'en'] as const) {
        const body = composeBody(item[locale]!, locale);
        expect(body).not.toContain(item[locale]!.excerpt);
      }
    }
  });
});

describe('English stems', () => {
  it('stems plurals and leaves other words', () => {
    expect(englishStem('wallets')).toBe('wallet');
    expect(englishStem('stories')).toBe('story');
    expect(englishStem('boxes')).toBe('box');
    expect(englishStem('addresses')).toBe('address');
    expect(englishStem('games')).toBe('game');
    for (const word of ['wallet', 'glass', 'bonus', 'basis', 'gas', 'کیف']) expect(englishStem(word)).toBeNull();
  });

  it('indexes a document under the stem and adds it to a query\'s spellings', () => {
    expect(indexLexemes('Hot wallets')).toEqual(['hot', 'wallets', 'wallet']);
    expect(queryTerms('wallets')[0]!.alternatives).toContainEqual(['wallet']);
  });
});
