// GET|POST /api/manager/tags — every one of the tags with both languages' names; create one
import { termRoutes } from '@/server/http/manager-content-routes';

export const dynamic = 'force-dynamic';

const handlers = termRoutes('tags');
export const GET = handlers.list;
export const POST = handlers.create;
