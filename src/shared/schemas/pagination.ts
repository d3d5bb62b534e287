import { z } from 'zod';
import { numeric } from './primitives';

export const MAX_PER_PAGE = 100;

/** `?page=&per_page=` as every list endpoint reads them (ARCHITECTURE §4). */
export const paginationQuery = z.object({
  page: numeric(z.number().int().min(1)).default(1),
  per_page: numeric(z.number().int().min(1).max(MAX_PER_PAGE)).default(15),
});
export type PaginationQuery = z.infer<typeof paginationQuery>;

export const paginationMeta = z.object({
  current_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
});
export type PaginationMeta = z.infer<typeof paginationMeta>;

/** The meta of a list that can also be read by cursor: `next_cursor` is there while a next page is. */
export const cursorPaginationMeta = paginationMeta.extend({
  next_cursor: z.string().optional().describe('Pass as `?after=` for the next page'),
});
export type CursorPaginationMeta = z.infer<typeof cursorPaginationMeta>;

export function paginationMetaOf({ page, per_page }: PaginationQuery, total: number): PaginationMeta {
  return { current_page: page, per_page, total, last_page: Math.max(1, Math.ceil(total / per_page)) };
}

export function offsetOf({ page, per_page }: PaginationQuery): number {
  return (page - 1) * per_page;
}
