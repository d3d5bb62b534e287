/**
 * The particle field (SPEC §1, §9) moves behind every page, so nothing a reader reads or fills in
 * sits straight on it: headings, introductions, forms and short lines of text stand on these
 * opaque surfaces, and the field shows in the margins and the gaps between them.
 */

/** A card: a page's introduction, a form, a panel page's content. Padding is the caller's. */
export const surfaceCard = 'rounded-2xl border border-border bg-surface';

/** A short line on its own small plate: a count, a page number, a hint. */
export const surfaceChip = 'rounded-lg border border-border bg-surface px-3 py-1';
