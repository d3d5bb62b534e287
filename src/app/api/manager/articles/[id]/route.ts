// GET|PATCH|DELETE /api/manager/articles/{id} — one of the articles for editing; update or delete it
import { contentItemRoutes } from '@/server/http/manager-content-routes';

export const dynamic = 'force-dynamic';

const handlers = contentItemRoutes('articles');
export const GET = handlers.GET;
export const PATCH = handlers.PATCH;
export const DELETE = handlers.DELETE;
