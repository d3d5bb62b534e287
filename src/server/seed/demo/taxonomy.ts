import type { CategoryKey, TagKey } from './types';

export const demoCategories: Record<CategoryKey, { en: string; fa: string }> = {
  basics: { en: 'Basics', fa: 'مبانی' },
  wallets: { en: 'Wallets and security', fa: 'کیف پول و امنیت' },
  metaverse: { en: 'Metaverse', fa: 'متاورس' },
  markets: { en: 'Markets', fa: 'بازار' },
  nft: { en: 'NFTs and digital ownership', fa: 'ان‌اف‌تی و مالکیت دیجیتال' },
  development: { en: 'Building on web3', fa: 'توسعه وب۳' },
};

export const demoTags: Record<TagKey, { en: string; fa: string }> = {
  bitcoin: { en: 'Bitcoin', fa: 'بیت‌کوین' },
  ethereum: { en: 'Ethereum', fa: 'اتریوم' },
  nft: { en: 'NFT', fa: 'ان‌اف‌تی' },
  defi: { en: 'DeFi', fa: 'دیفای' },
  beginner: { en: 'Beginner', fa: 'مبتدی' },
  security: { en: 'Security', fa: 'امنیت' },
  land: { en: 'Virtual land', fa: 'زمین مجازی' },
  dao: { en: 'DAO', fa: 'دائو' },
  layer2: { en: 'Layer 2', fa: 'لایه دو' },
  stablecoin: { en: 'Stablecoins', fa: 'استیبل‌کوین' },
  gaming: { en: 'Gaming', fa: 'بازی' },
  regulation: { en: 'Regulation', fa: 'قانون‌گذاری' },
};
