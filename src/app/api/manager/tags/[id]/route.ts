// GET|PATCH|DELETE /api/manager/tags/{id} — one of the tags; rename it or delete it
import { termRoutes } from '@/server/http/manager-content-routes';

export const dynamic = 'force-dynamic';

const handlers = termRoutes('tags');
export const GET = handlers.get;
export const PATCH = handlers.update;
export const DELETE = handlers.remove;
