// GET /api/search?q= — one search over every content type, best matches first
import { contracts } from '@/shared/api/contracts';
import { PUBLIC_CACHE } from '@/server/http/cache';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { search } from '@/server/services/content';

export const GET = route(contracts.search, async ({ query, locale }) =>
  ok(await search(query.q, locale, { limit: query.limit }), { headers: PUBLIC_CACHE }),
);
