// GET|PATCH|DELETE /api/manager/podcasts/{id} — one of the podcasts for editing; update or delete it
import { contentItemRoutes } from '@/server/http/manager-content-routes';

export const dynamic = 'force-dynamic';

const handlers = contentItemRoutes('podcasts');
export const GET = handlers.GET;
export const PATCH = handlers.PATCH;
export const DELETE = handlers.DELETE;
