import { ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { containsPattern } from '@/server/db/like';

/**
 * Events and where-to-start guides are records a manager writes in both languages side by side:
 * a title and a description per language, searched by either title. Their columns and API fields
 * map here once.
 */
type BilingualRow = { titleFa: string; titleEn: string; descriptionFa: string; descriptionEn: string };
type BilingualInput = { title_fa?: string; title_en?: string; description_fa?: string; description_en?: string };

export function bilingualFields(row: BilingualRow) {
  return { title_fa: row.titleFa, title_en: row.titleEn, description_fa: row.descriptionFa, description_en: row.descriptionEn };
}

export function bilingualColumns(input: BilingualInput) {
  return { titleFa: input.title_fa, titleEn: input.title_en, descriptionFa: input.description_fa, descriptionEn: input.description_en };
}

/** Either title contains the search (case-insensitive); no condition without a search. */
export function titleSearch(table: { titleFa: PgColumn; titleEn: PgColumn }, search: string | undefined): SQL | undefined {
  const pattern = search ? containsPattern(search) : null;
  return pattern ? or(ilike(table.titleFa, pattern), ilike(table.titleEn, pattern)) : undefined;
}
