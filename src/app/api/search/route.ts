// GET /api/search?q= — one search over every content type, best matches first
import { contracts } from '@/shared/api/contracts';
import { PUBLIC_CACHE } from '@/server/http/cache';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { searchAndCount } from '@/server/services/content';

export const GET = route(contracts.search, async ({ query, locale, ctx }) =>
  ok(await searchAndCount(query.q, locale, { limit: query.limit, userAgent: ctx.userAgent }), { headers: PUBLIC_CACHE }),
);
