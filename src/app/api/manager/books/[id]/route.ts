// GET|PATCH|DELETE /api/manager/books/{id} — one of the books for editing; update or delete it
import { contentItemRoutes } from '@/server/http/manager-content-routes';

export const dynamic = 'force-dynamic';

const handlers = contentItemRoutes('books');
export const GET = handlers.GET;
export const PATCH = handlers.PATCH;
export const DELETE = handlers.DELETE;
