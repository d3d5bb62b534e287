// GET /api/{type}/{slug} — one published item with its body, SEO fields and related items
import { contracts } from '@/shared/api/contracts';
import { PUBLIC_CACHE } from '@/server/http/cache';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { getContentBySlug } from '@/server/services/content';

export const GET = route(contracts.getContent, async ({ params, locale }) =>
  ok(await getContentBySlug(params.type, params.slug, locale), { headers: PUBLIC_CACHE }),
);
