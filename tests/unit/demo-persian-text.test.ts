import { describe, expect, it } from 'vitest';
import { demoMetaverses } from '@/server/seed/demo/metaverses';

/** English prose words that must never reach a Persian reader (product names like MetaMask may). */
const englishProse = /\b(none|account|with|an?|the|is|enough)\b/i;

describe('demo metaverses in Persian', () => {
  it('describe wallet compatibility in Persian, not in English', () => {
    for (const item of demoMetaverses) {
      const features = item.attributes.features as Record<string, { en: string; fa: string }>;
      const wallets = features.wallet_compatibility!;
      expect(wallets.fa, wallets.en).not.toMatch(englishProse);
    }
  });

  it('tell Roblox readers that an account is all they need', () => {
    const roblox = demoMetaverses.find((item) => item.en?.title.includes('Roblox'));
    const features = roblox!.attributes.features as Record<string, { en: string; fa: string }>;
    expect(features.wallet_compatibility!.fa).toContain('حساب کاربری رابلاکس');
  });
});
