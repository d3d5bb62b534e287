// GET /api/manager/{type}/{id}/revisions — the revisions of one content item, newest first
import { contentRevisionRoutes } from '@/server/http/content-revision-routes';

export const dynamic = 'force-dynamic';

export const GET = contentRevisionRoutes.list;
