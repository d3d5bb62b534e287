// GET /api/{type} — a page of published items of one content type (filters, sort, search)
import { contracts } from '@/shared/api/contracts';
import { PUBLIC_CACHE } from '@/server/http/cache';
import { paginated } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { listParsedContents } from '@/server/services/content';

export const GET = route(contracts.listContents, async ({ params, query, locale }) => {
  const { items, meta } = await listParsedContents(params.type, query, locale);
  return paginated(items, meta, { headers: PUBLIC_CACHE });
});
