// GET|PATCH|DELETE /api/manager/tags/{id} — one of the tags; rename it or delete it
import { termHandlers } from '@/server/services/manager-content/route-handlers';

export const dynamic = 'force-dynamic';

const handlers = termHandlers('tags');
export const GET = handlers.get;
export const PATCH = handlers.update;
export const DELETE = handlers.remove;
