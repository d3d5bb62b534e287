import { beforeAll, describe, expect, it } from 'vitest';
import { GET as categoriesGET } from '@/app/api/categories/route';
import { GET as tagsGET } from '@/app/api/tags/route';
import { GET as faqsGET } from '@/app/api/faqs/route';
import { createManagedFaq } from '@/server/services/manager-content';
import { faqWriteSchema } from '@/shared/schemas/manager-content';
import { systemWriter } from '@/server/services/context';
import { apiRequest, json, routeParams } from '../support/http';
import { makeCategory, makeTag } from '../support/content-fixtures';

type Terms = { data: { id: string; name: string; slug: string }[] };
type Faqs = { data: { topic: string; question: string; answer: string }[] };

beforeAll(async () => {
  await makeCategory('Wallets', 'کیف پول‌ها');
  await makeTag('NFT', 'ان‌اف‌تی');
  await createManagedFaq({ input: faqWriteSchema.parse({ topic: 'wallet_compatibility', translations: { en: { question: 'Which wallets work?', answer: 'Any EVM wallet.' }, fa: { question: 'چه کیف پول‌هایی کار می‌کنند؟', answer: 'هر کیف پول سازگار با EVM.' } } }), by: systemWriter() });
  await createManagedFaq({ input: faqWriteSchema.parse({ topic: 'definition', translations: { en: { question: 'What is a metaverse?', answer: 'A shared virtual world.' } } }), by: systemWriter() });
});

describe('GET /api/categories and /api/tags', () => {
  it('names categories and tags in the request language', async () => {
    const fa = await json<Terms>(await categoriesGET(apiRequest('/api/categories', { locale: 'fa' }), routeParams({})));
    expect(fa.data).toEqual([expect.objectContaining({ name: 'کیف پول‌ها', slug: 'کیف-پول-ها' })]);
    const en = await json<Terms>(await tagsGET(apiRequest('/api/tags'), routeParams({})));
    expect(en.data).toEqual([expect.objectContaining({ name: 'NFT', slug: 'nft' })]);
  });
});

describe('GET /api/faqs', () => {
  it('lists FAQs in topic order with their topic, in the request language', async () => {
    const en = await json<Faqs>(await faqsGET(apiRequest('/api/faqs'), routeParams({})));
    expect(en.data.map((faq) => faq.topic)).toEqual(['definition', 'wallet_compatibility']);
    const fa = await json<Faqs>(await faqsGET(apiRequest('/api/faqs', { locale: 'fa' }), routeParams({})));
    expect(fa.data).toHaveLength(1);
    expect(fa.data[0]!.question).toMatch(/کیف پول/);
  });

  it('narrows to one topic and rejects unknown topics', async () => {
    const one = await json<Faqs>(await faqsGET(apiRequest('/api/faqs?topic=definition'), routeParams({})));
    expect(one.data.map((faq) => faq.topic)).toEqual(['definition']);
    expect((await faqsGET(apiRequest('/api/faqs?topic=weather'), routeParams({}))).status).toBe(422);
  });
});
