// GET|POST /api/manager/articles — the manager's list of articles (every status, both languages); create one
import { contentCollectionHandlers } from '@/server/services/manager-content/route-handlers';

export const dynamic = 'force-dynamic';

const handlers = contentCollectionHandlers('articles');
export const GET = handlers.GET;
export const POST = handlers.POST;
