// GET|POST /api/manager/coins — the manager's list of coins (every status, both languages); create one
import { contentCollectionHandlers } from '@/server/services/manager-content/route-handlers';

export const dynamic = 'force-dynamic';

const handlers = contentCollectionHandlers('coins');
export const GET = handlers.GET;
export const POST = handlers.POST;
