// POST /api/manager/{type}/{id}/revisions/{version}/restore — bring back a version as a new one
import { contentRevisionRoutes } from '@/server/http/content-revision-routes';

export const dynamic = 'force-dynamic';

export const POST = contentRevisionRoutes.restore;
