import { SLUG_MAX_LENGTH, slugify } from '@/shared/text/normalize';

/** The CMS's slug rule (`slugText` in `src/shared/schemas/content.ts`). */
const SLUG_RULE = /^[\p{L}\p{M}\p{N}]+(?:-[\p{L}\p{M}\p{N}]+)*$/u;

/**
 * A WordPress slug in its native letters. WordPress stores non-Latin slugs percent-encoded
 * (`%d8%b3%d9%84%d8%a7%d9%85` is «سلام»). Each run of escapes is decoded on its own, so one
 * malformed escape (`100%-sure`, a cut-off `%d8`) stays as written without losing the rest.
 */
export function decodeSlug(raw: string): string {
  return raw.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

/**
 * A slug this CMS accepts, made from a WordPress slug: decoded, with anything that is not a letter,
 * mark or digit turned into a dash. Unlike `slugify`, letters are kept as written (no ي→ی
 * folding, no Persian→Latin digits) so an imported address reads as it did; search folds them
 * anyway. When nothing usable is left (a draft WordPress never named), the title is slugified;
 * '' only when the title has no letters or digits either, and the caller must pick one.
 */
export function nativeSlug(raw: string, title: string): string {
  const slug = shorten(
    decodeSlug(raw)
      .normalize('NFC')
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, ''),
  );
  return SLUG_RULE.test(slug) ? slug : slugify(title);
}

/** At most SLUG_MAX_LENGTH characters, cut at a dash when there is one so no word is halved. */
function shorten(slug: string): string {
  if (slug.length <= SLUG_MAX_LENGTH) return slug;
  const cut = slug.slice(0, SLUG_MAX_LENGTH);
  const lastDash = cut.lastIndexOf('-');
  return (lastDash > 0 ? cut.slice(0, lastDash) : cut).replace(/-+$/, '');
}
