// GET|POST /api/manager/categories — every one of the categories with both languages' names; create one
import { termHandlers } from '@/server/services/manager-content/route-handlers';

export const dynamic = 'force-dynamic';

const handlers = termHandlers('categories');
export const GET = handlers.list;
export const POST = handlers.create;
