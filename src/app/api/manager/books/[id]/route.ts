// GET|PATCH|DELETE /api/manager/books/{id} — one of the books for editing; update or delete it
import { contentItemHandlers } from '@/server/services/manager-content/route-handlers';

export const dynamic = 'force-dynamic';

const handlers = contentItemHandlers('books');
export const GET = handlers.GET;
export const PATCH = handlers.PATCH;
export const DELETE = handlers.DELETE;
