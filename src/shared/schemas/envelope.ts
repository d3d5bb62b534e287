import { z } from 'zod';
import { paginationMeta } from './pagination';

/** The answer shapes of ARCHITECTURE §4, shared by the API client and the OpenAPI document. */
export const errorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export function dataEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ data, message: z.string().optional() });
}

type ListEnvelope<T extends z.ZodType, M extends z.ZodType> = z.ZodObject<{ data: z.ZodArray<T>; meta: M; message: z.ZodOptional<z.ZodString> }>;

/** A page of items; its `meta` is page numbers unless another shape (a cursor's) is given, and keeps its type either way. */
export function listEnvelope<T extends z.ZodType>(item: T): ListEnvelope<T, typeof paginationMeta>;
export function listEnvelope<T extends z.ZodType, M extends z.ZodType>(item: T, meta: M): ListEnvelope<T, M>;
export function listEnvelope(item: z.ZodType, meta: z.ZodType = paginationMeta) {
  return z.object({ data: z.array(item), meta, message: z.string().optional() });
}
