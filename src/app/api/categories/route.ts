// GET /api/categories — every category, named in the request's language
import { handle } from '@/server/http/handler';
import { PUBLIC_CACHE } from '@/server/http/cache';
import { ok } from '@/server/http/respond';
import { listCategories } from '@/server/services/content';

export const GET = handle(async ({ locale }) => ok(await listCategories(locale), { headers: PUBLIC_CACHE }));
