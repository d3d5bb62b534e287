// GET|PATCH|DELETE /api/manager/categories/{id} — one of the categories; rename it or delete it
import { termRoutes } from '@/server/http/manager-content-routes';

export const dynamic = 'force-dynamic';

const handlers = termRoutes('categories');
export const GET = handlers.get;
export const PATCH = handlers.update;
export const DELETE = handlers.remove;
