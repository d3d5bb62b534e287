// GET /api/preview/{token} — what a preview link shows, to anyone holding it; never cached or indexed
import { contracts } from '@/shared/api/contracts';
import { PREVIEW_HEADERS } from '@/server/http/cache';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { openPreview } from '@/server/services/preview-links';

export const dynamic = 'force-dynamic';

export const GET = route(contracts.getPreview, async ({ params, locale }) => ok(await openPreview(params.token, locale), { headers: PREVIEW_HEADERS }));
