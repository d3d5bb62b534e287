/** `%text%` with LIKE wildcards escaped, so a search for "50%" means the characters. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
}

/** `text%` with LIKE wildcards escaped: the values that start with exactly `text`. */
export function startsWithPattern(text: string): string {
  return `${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
}
