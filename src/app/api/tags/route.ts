// GET /api/tags — every tag, named in the request's language
import { handle } from '@/server/http/handler';
import { PUBLIC_CACHE } from '@/server/http/cache';
import { ok } from '@/server/http/respond';
import { listTags } from '@/server/services/content';

export const GET = handle(async ({ locale }) => ok(await listTags(locale), { headers: PUBLIC_CACHE }));
