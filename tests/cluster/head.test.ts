import { describe, expect, it } from 'vitest';
import { api, cluster, publishArticle, registerReader, uniqueSlug } from './client';

type Answer = { status: number; location: string | null; body: string };

async function answer(base: string, path: string, method: 'GET' | 'HEAD', headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${base}${path}`, { method, redirect: 'manual', headers });
  return { status: response.status, location: response.headers.get('location'), body: await response.text() };
}

/**
 * HEAD before any GET (nothing cached yet), then GET, then HEAD again once the page is cached:
 * every HEAD answers the GET's status and redirect target, with no body.
 */
async function expectHeadLikeGet(base: string, path: string, expected: number, headers: Record<string, string> = {}): Promise<void> {
  const fresh = await answer(base, path, 'HEAD', headers);
  const get = await answer(base, path, 'GET', headers);
  const cached = await answer(base, path, 'HEAD', headers);
  const again = await answer(base, path, 'GET', headers);
  expect({ path, get: get.status, again: again.status }).toEqual({ path, get: expected, again: expected });
  for (const head of [fresh, cached]) {
    expect({ path, status: head.status, location: head.location }).toEqual({ path, status: get.status, location: get.location });
    expect(head.body).toBe('');
  }
}

describe('HEAD answers the status GET does', () => {
  it('on a live page, a missing item, a missing section and an old address, on each instance and through the proxy', async () => {
    const { a, b, proxy } = cluster();
    const { slug } = await publishArticle(a, 'An article HEAD requests ask about');
    const oldAddress = `/2019/05/${uniqueSlug('old-post')}/`;
    await api(a, '/api/manager/redirects', { method: 'POST', body: { source: oldAddress, target: `/en/articles/${slug}` } });

    const missingItem = uniqueSlug('no-such-item');
    const missingSection = uniqueSlug('no-such-section');
    for (const [index, base] of [a, b, proxy].entries()) {
      // Each base asks about addresses of its own, so its first HEAD finds nothing cached anywhere.
      await expectHeadLikeGet(base, `/en/articles/${slug}`, 200);
      await expectHeadLikeGet(base, `/fa/articles/${missingItem}-${index}`, 404);
      await expectHeadLikeGet(base, `/en/articles/${missingItem}-${index}`, 404);
      await expectHeadLikeGet(base, `/fa/${missingSection}-${index}`, 404);
      await expectHeadLikeGet(base, oldAddress, 301);
    }
  });

  it('for a signed-in reader, whose requests the proxy passes to an instance as HEAD', async () => {
    const { a, proxy } = cluster();
    const reader = await registerReader(a);
    const signedIn = { cookie: `authorization_token=${reader.token}` };
    const { slug } = await publishArticle(a, 'An article a signed-in reader checks');

    await expectHeadLikeGet(proxy, `/fa/articles/${uniqueSlug('no-such-item')}`, 404, signedIn);
    await expectHeadLikeGet(proxy, `/fa/${uniqueSlug('no-such-section')}`, 404, signedIn);
    await expectHeadLikeGet(proxy, `/en/articles/${slug}`, 200, signedIn);
  });
});
