// GET|POST /api/manager/articles — the manager's list of articles (every status, both languages); create one
import { contentCollectionRoutes } from '@/server/http/manager-content-routes';

export const dynamic = 'force-dynamic';

const handlers = contentCollectionRoutes('articles');
export const GET = handlers.GET;
export const POST = handlers.POST;
