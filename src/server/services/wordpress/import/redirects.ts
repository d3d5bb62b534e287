import type { Transaction } from '@/server/db/client';
import { redirects } from '@/server/db/schema';
import type { Locale } from '@/i18n/locales';
import { isLegacyAddress, redirectSource } from '@/shared/redirects';
import type { WxrItem } from '../wxr/types';

/**
 * Records that an old address (a path, or a whole URL of the old site: only its path and query
 * count) now lives at `target` (a later run's answer replaces an earlier
 * one's). A source that is the target itself, or not an address, is passed over.
 */
export async function saveRedirect(
  tx: Transaction,
  { source, target, contentId }: { source: string; target: string; contentId: string | null },
): Promise<void> {
  const normalized = redirectSource(source);
  if (!normalized || normalized === redirectSource(target)) return;
  await tx
    .insert(redirects)
    .values({ source: normalized, target, contentId, origin: 'import' })
    .onConflictDoUpdate({ target: redirects.source, set: { target, contentId } });
}

/**
 * Every address the file shows an item was reachable at: its permalink (with Polylang's language
 * prefix when it had one), its plain `?p=` / `?page_id=` form (the GUID is usually that), and
 * `/slug` and `/<language>/slug` (WordPress answers a bare slug by redirecting to the post, and
 * Polylang does under the language's prefix, which a site that hid the default language's prefix
 * still answers).
 */
export function oldAddressesOf(item: WxrItem, basePath: string, locale: Locale): string[] {
  const plain = item.postType === 'page' ? `page_id=${item.postId}` : `p=${item.postId}`;
  const addresses = [item.link, item.guid, `${basePath}/?${plain}`];
  if (item.slug) addresses.push(`${basePath}/${item.slug}`, `${basePath}/${locale}/${item.slug}`);
  return [...new Set(addresses.filter(Boolean))];
}

/**
 * Whether the site answers an old address with a page of its own (an old `/en/about-us/` where
 * this site has its about page): a redirect saved for it would never be asked for.
 */
export function isTakenBySite(source: string): boolean {
  const normalized = redirectSource(source);
  return normalized !== null && !isLegacyAddress(normalized);
}
