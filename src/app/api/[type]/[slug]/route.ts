// GET /api/{type}/{slug} — one published item with its body, SEO fields and related items
import { z } from 'zod';
import { handle, parseParams } from '@/server/http/handler';
import { PUBLIC_CACHE } from '@/server/http/cache';
import { ok } from '@/server/http/respond';
import { getContentBySlug } from '@/server/services/content';
import { contentTypeSchema } from '@/shared/content-types';
import { pathSlug } from '@/shared/schemas/content';

const params = z.object({ type: contentTypeSchema, slug: pathSlug });

export const GET = handle<{ type: string; slug: string }>(async ({ params: raw, locale }) => {
  const { type, slug } = parseParams(raw, params);
  return ok(await getContentBySlug(type, slug, locale), { headers: PUBLIC_CACHE });
});
