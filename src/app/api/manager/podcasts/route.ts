// GET|POST /api/manager/podcasts — the manager's list of podcasts (every status, both languages); create one
import { contentCollectionRoutes } from '@/server/http/manager-content-routes';

export const dynamic = 'force-dynamic';

const handlers = contentCollectionRoutes('podcasts');
export const GET = handlers.GET;
export const POST = handlers.POST;
