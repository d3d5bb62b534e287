// GET /api/manager/{type}/{id}/revisions/compare?from=&to= — two versions of a content item side by side
import { contentRevisionRoutes } from '@/server/http/content-revision-routes';

export const dynamic = 'force-dynamic';

export const GET = contentRevisionRoutes.compare;
