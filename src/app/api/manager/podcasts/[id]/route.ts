// GET|PATCH|DELETE /api/manager/podcasts/{id} — one of the podcasts for editing; update or delete it
import { contentItemHandlers } from '@/server/services/manager-content/route-handlers';

export const dynamic = 'force-dynamic';

const handlers = contentItemHandlers('podcasts');
export const GET = handlers.GET;
export const PATCH = handlers.PATCH;
export const DELETE = handlers.DELETE;
