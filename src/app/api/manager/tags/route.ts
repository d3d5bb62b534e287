// GET|POST /api/manager/tags — every one of the tags with both languages' names; create one
import { termHandlers } from '@/server/services/manager-content/route-handlers';

export const dynamic = 'force-dynamic';

const handlers = termHandlers('tags');
export const GET = handlers.list;
export const POST = handlers.create;
