// POST|DELETE /api/manager/{type}/{id}/presence — the caller has a content item's editor open, or closed it
import { contentRevisionRoutes } from '@/server/http/content-revision-routes';

export const dynamic = 'force-dynamic';

export const POST = contentRevisionRoutes.heartbeat;
export const DELETE = contentRevisionRoutes.leave;
