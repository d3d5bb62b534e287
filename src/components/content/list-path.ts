/** The path keys of a list address, in the one order they are written (ADR 0006). */
export const pathKeys = ['category', 'tag', 'sort', 'page'] as const;
export type PathKey = (typeof pathKeys)[number];

/**
 * `/fa/articles` for any address of that list (`/fa/articles/category/x/page/2` included), null
 * for an address that is not a list (an item's page, another page). No schema here: the list's
 * client code imports it.
 */
export function listSectionOf(pathname: string): string | null {
  const [, locale, section, key, ...rest] = pathname.split('/');
  if (!locale || !section) return null;
  if (key !== undefined && (!(pathKeys as readonly string[]).includes(key) || rest.length === 0)) return null;
  return `/${locale}/${section}`;
}
