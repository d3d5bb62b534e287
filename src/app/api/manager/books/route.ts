// GET|POST /api/manager/books — the manager's list of books (every status, both languages); create one
import { contentCollectionHandlers } from '@/server/services/manager-content/route-handlers';

export const dynamic = 'force-dynamic';

const handlers = contentCollectionHandlers('books');
export const GET = handlers.GET;
export const POST = handlers.POST;
