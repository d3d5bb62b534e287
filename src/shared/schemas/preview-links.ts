import { z } from 'zod';
import { locales } from '@/i18n/locales';
import { contentDetailOutput } from './content-output';

/** How long a new preview link lives, in days: the editor picks one of these (ADR 0020). */
export const previewLinkLifetimes = [1, 7, 30] as const;
export type PreviewLinkLifetime = (typeof previewLinkLifetimes)[number];
export const DEFAULT_PREVIEW_LINK_DAYS: PreviewLinkLifetime = 7;

export const createPreviewLinkSchema = z.object({
  expires_in_days: z
    .literal(previewLinkLifetimes, { error: 'validation.oneOf' })
    .default(DEFAULT_PREVIEW_LINK_DAYS)
    .describe(`Days the link works: one of ${previewLinkLifetimes.join(', ')}`),
});
export type CreatePreviewLinkInput = z.infer<typeof createPreviewLinkSchema>;

/** `/api/manager/{type}/{id}/preview-links/{linkId}`. */
export const previewLinkParams = z.object({ id: z.uuid(), linkId: z.uuid() });

/** `/api/preview/{token}`: the token is base64url; anything else names nothing (404). */
export const previewTokenParams = z.object({ token: z.string().regex(/^[\w-]{20,100}$/) });

const localePaths = z.object(Object.fromEntries(locales.map((locale) => [locale, z.string().optional()])) as Record<(typeof locales)[number], z.ZodOptional<z.ZodString>>);

/** One link as the editor's list shows it; `paths` only while it still opens the item. */
export const previewLinkOutput = z.object({
  id: z.uuid(),
  created_by: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  created_at: z.string(),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
  is_active: z.boolean(),
  paths: localePaths.describe('The preview page in each language the item is written in, e.g. /fa/preview/{token}'),
});
export type PreviewLinkJson = z.infer<typeof previewLinkOutput>;

/** What a preview link shows: the item as its public page would, and until when the link works. */
export const previewOutput = z.object({ item: contentDetailOutput, expires_at: z.string() });
