// GET|PATCH|DELETE /api/manager/metaverses/{id} — one of the metaverses for editing; update or delete it
import { contentItemRoutes } from '@/server/http/manager-content-routes';

export const dynamic = 'force-dynamic';

const handlers = contentItemRoutes('metaverses');
export const GET = handlers.GET;
export const PATCH = handlers.PATCH;
export const DELETE = handlers.DELETE;
