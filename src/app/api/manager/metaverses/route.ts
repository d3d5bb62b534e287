// GET|POST /api/manager/metaverses — the manager's list of metaverses (every status, both languages); create one
import { contentCollectionRoutes } from '@/server/http/manager-content-routes';

export const dynamic = 'force-dynamic';

const handlers = contentCollectionRoutes('metaverses');
export const GET = handlers.GET;
export const POST = handlers.POST;
