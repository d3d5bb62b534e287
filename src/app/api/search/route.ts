// GET /api/search?q= — one search over every content type, best matches first
import { handle, parseQuery } from '@/server/http/handler';
import { PUBLIC_CACHE } from '@/server/http/cache';
import { ok } from '@/server/http/respond';
import { search } from '@/server/services/content';
import { searchQuery } from '@/shared/schemas/content';

export const GET = handle(async ({ request, locale }) => {
  const { q, limit } = parseQuery(request, searchQuery);
  return ok(await search(q, locale, { limit }), { headers: PUBLIC_CACHE });
});
