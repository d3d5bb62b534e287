// GET|PATCH|DELETE /api/manager/videos/{id} — one of the videos for editing; update or delete it
import { contentItemHandlers } from '@/server/services/manager-content/route-handlers';

export const dynamic = 'force-dynamic';

const handlers = contentItemHandlers('videos');
export const GET = handlers.GET;
export const PATCH = handlers.PATCH;
export const DELETE = handlers.DELETE;
