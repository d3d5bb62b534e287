// GET|PATCH|DELETE /api/manager/categories/{id} — one of the categories; rename it or delete it
import { termHandlers } from '@/server/services/manager-content/route-handlers';

export const dynamic = 'force-dynamic';

const handlers = termHandlers('categories');
export const GET = handlers.get;
export const PATCH = handlers.update;
export const DELETE = handlers.remove;
