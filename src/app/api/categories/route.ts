// GET /api/categories — every category, named in the request's language
import { contracts } from '@/shared/api/contracts';
import { PUBLIC_CACHE } from '@/server/http/cache';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { listCategories } from '@/server/services/content';

export const GET = route(contracts.listCategories, async ({ locale }) =>
  ok(await listCategories(locale), { headers: PUBLIC_CACHE }),
);
