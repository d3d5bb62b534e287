// GET|PATCH|DELETE /api/manager/coins/{id} — one of the coins for editing; update or delete it
import { contentItemHandlers } from '@/server/services/manager-content/route-handlers';

export const dynamic = 'force-dynamic';

const handlers = contentItemHandlers('coins');
export const GET = handlers.GET;
export const PATCH = handlers.PATCH;
export const DELETE = handlers.DELETE;
