// GET|POST /api/manager/metaverses — the manager's list of metaverses (every status, both languages); create one
import { contentCollectionHandlers } from '@/server/services/manager-content/route-handlers';

export const dynamic = 'force-dynamic';

const handlers = contentCollectionHandlers('metaverses');
export const GET = handlers.GET;
export const POST = handlers.POST;
