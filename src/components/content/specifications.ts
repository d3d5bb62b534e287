type SpecificationRow = { label: string; value: string };

const folded = (text: string) => text.trim().toLocaleLowerCase();

/**
 * Whether a metaverse's specifications already name its token (editors often list it there,
 * under the same label or with the token as a value), so a table shows the token once.
 */
export function listsToken(rows: SpecificationRow[], token: string | undefined, tokenLabel: string): boolean {
  if (!token) return false;
  return rows.some((row) => folded(row.label) === folded(tokenLabel) || folded(row.value) === folded(token));
}
