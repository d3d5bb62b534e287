// GET|POST /api/manager/posts — the manager's list of posts (every status, both languages); create one
import { contentCollectionRoutes } from '@/server/http/manager-content-routes';

export const dynamic = 'force-dynamic';

const handlers = contentCollectionRoutes('posts');
export const GET = handlers.GET;
export const POST = handlers.POST;
