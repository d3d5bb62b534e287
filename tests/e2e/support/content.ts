import { expect, type APIRequestContext } from '@playwright/test';

/** The slug of the newest public item of a type in a language, read through the public API. */
export async function firstSlug(request: APIRequestContext, type: string, locale: 'fa' | 'en'): Promise<string> {
  const answer = await request.get(`/api/${type}?per_page=1`, { headers: { accept: 'application/json', 'accept-language': locale } });
  expect(answer.status()).toBe(200);
  const [item] = ((await answer.json()) as { data: { slug: string }[] }).data;
  expect(item).toBeDefined();
  return item!.slug;
}
