// GET|PATCH|DELETE /api/manager/articles/{id} — one of the articles for editing; update or delete it
import { contentItemHandlers } from '@/server/services/manager-content/route-handlers';

export const dynamic = 'force-dynamic';

const handlers = contentItemHandlers('articles');
export const GET = handlers.GET;
export const PATCH = handlers.PATCH;
export const DELETE = handlers.DELETE;
