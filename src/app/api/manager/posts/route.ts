// GET|POST /api/manager/posts — the manager's list of posts (every status, both languages); create one
import { contentCollectionHandlers } from '@/server/services/manager-content/route-handlers';

export const dynamic = 'force-dynamic';

const handlers = contentCollectionHandlers('posts');
export const GET = handlers.GET;
export const POST = handlers.POST;
