// GET|POST /api/manager/videos — the manager's list of videos (every status, both languages); create one
import { contentCollectionRoutes } from '@/server/http/manager-content-routes';

export const dynamic = 'force-dynamic';

const handlers = contentCollectionRoutes('videos');
export const GET = handlers.GET;
export const POST = handlers.POST;
