// GET|POST /api/manager/videos — the manager's list of videos (every status, both languages); create one
import { contentCollectionHandlers } from '@/server/services/manager-content/route-handlers';

export const dynamic = 'force-dynamic';

const handlers = contentCollectionHandlers('videos');
export const GET = handlers.GET;
export const POST = handlers.POST;
