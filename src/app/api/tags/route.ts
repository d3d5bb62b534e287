// GET /api/tags — every tag, named in the request's language
import { contracts } from '@/shared/api/contracts';
import { PUBLIC_CACHE } from '@/server/http/cache';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { listTags } from '@/server/services/content';

export const GET = route(contracts.listTags, async ({ locale }) => ok(await listTags(locale), { headers: PUBLIC_CACHE }));
