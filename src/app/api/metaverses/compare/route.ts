// GET /api/metaverses/compare?ids= — two to four metaverses side by side
import { contracts } from '@/shared/api/contracts';
import { PUBLIC_CACHE } from '@/server/http/cache';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { compareMetaverses } from '@/server/services/content';

export const GET = route(contracts.compareMetaverses, async ({ query, locale }) =>
  ok(await compareMetaverses(query.ids, locale), { headers: PUBLIC_CACHE }),
);
