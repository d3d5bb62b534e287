// GET|POST /api/manager/books — the manager's list of books (every status, both languages); create one
import { contentCollectionRoutes } from '@/server/http/manager-content-routes';

export const dynamic = 'force-dynamic';

const handlers = contentCollectionRoutes('books');
export const GET = handlers.GET;
export const POST = handlers.POST;
