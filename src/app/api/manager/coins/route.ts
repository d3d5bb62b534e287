// GET|POST /api/manager/coins — the manager's list of coins (every status, both languages); create one
import { contentCollectionRoutes } from '@/server/http/manager-content-routes';

export const dynamic = 'force-dynamic';

const handlers = contentCollectionRoutes('coins');
export const GET = handlers.GET;
export const POST = handlers.POST;
