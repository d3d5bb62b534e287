// GET|POST /api/manager/podcasts — the manager's list of podcasts (every status, both languages); create one
import { contentCollectionHandlers } from '@/server/services/manager-content/route-handlers';

export const dynamic = 'force-dynamic';

const handlers = contentCollectionHandlers('podcasts');
export const GET = handlers.GET;
export const POST = handlers.POST;
