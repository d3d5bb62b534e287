// GET|PATCH|DELETE /api/manager/videos/{id} — one of the videos for editing; update or delete it
import { contentItemRoutes } from '@/server/http/manager-content-routes';

export const dynamic = 'force-dynamic';

const handlers = contentItemRoutes('videos');
export const GET = handlers.GET;
export const PATCH = handlers.PATCH;
export const DELETE = handlers.DELETE;
