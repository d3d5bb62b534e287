import { z } from 'zod';

export const MAX_PER_PAGE = 100;

/** `?page=&per_page=` as every list endpoint reads them (ARCHITECTURE §4). */
export const paginationQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(15),
});
export type PaginationQuery = z.infer<typeof paginationQuery>;

export const paginationMeta = z.object({
  current_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
});
export type PaginationMeta = z.infer<typeof paginationMeta>;

export function paginationMetaOf({ page, per_page }: PaginationQuery, total: number): PaginationMeta {
  return { current_page: page, per_page, total, last_page: Math.max(1, Math.ceil(total / per_page)) };
}

export function offsetOf({ page, per_page }: PaginationQuery): number {
  return (page - 1) * per_page;
}
