// GET /api/metaverses/compare?ids= — two to four metaverses side by side
import { handle, parseQuery } from '@/server/http/handler';
import { PUBLIC_CACHE } from '@/server/http/cache';
import { ok } from '@/server/http/respond';
import { compareMetaverses } from '@/server/services/content';
import { compareQuery } from '@/shared/schemas/content';

export const GET = handle(async ({ request, locale }) => {
  const { ids } = parseQuery(request, compareQuery);
  return ok(await compareMetaverses(ids, locale), { headers: PUBLIC_CACHE });
});
