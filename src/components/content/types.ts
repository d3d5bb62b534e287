import type { z } from 'zod';
import type { contentDetailOutput, contentListItemOutput, mediaOutput, termOutput } from '@/shared/schemas/content-output';

/**
 * What the library components draw, as the public API describes it: components never import
 * server modules (not even their types), and the service's items fit these shapes.
 */
export type ContentItem = z.infer<typeof contentListItemOutput>;
export type ContentItemDetail = z.infer<typeof contentDetailOutput>;
export type Media = z.infer<typeof mediaOutput>;
export type Term = z.infer<typeof termOutput>;
