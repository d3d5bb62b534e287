// GET|POST /api/manager/categories — every one of the categories with both languages' names; create one
import { termRoutes } from '@/server/http/manager-content-routes';

export const dynamic = 'force-dynamic';

const handlers = termRoutes('categories');
export const GET = handlers.list;
export const POST = handlers.create;
