// GET /api/{type} — a page of published items of one content type (filters, sort, search)
import { z } from 'zod';
import { handle, parseParams, parseQuery } from '@/server/http/handler';
import { PUBLIC_CACHE } from '@/server/http/cache';
import { paginated } from '@/server/http/respond';
import { listParsedContents } from '@/server/services/content';
import { contentTypeSchema } from '@/shared/content-types';
import { listContentsQuery } from '@/shared/schemas/content';

const typeParams = z.object({ type: contentTypeSchema });

export const GET = handle<{ type: string }>(async ({ request, params, locale }) => {
  const { type } = parseParams(params, typeParams);
  const query = parseQuery(request, listContentsQuery);
  const { items, meta } = await listParsedContents(type, query, locale);
  return paginated(items, meta, { headers: PUBLIC_CACHE });
});
