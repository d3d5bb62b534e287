/** An ILIKE pattern matching `value` anywhere, with LIKE's own wildcards taken literally. */
export function containsPattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
}
