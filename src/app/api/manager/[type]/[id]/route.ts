// GET|PATCH|DELETE /api/manager/{type}/{id} — one item of a content type for editing; update or delete it
import { managedContentItem } from '@/server/http/manager-content-routes';

export const dynamic = 'force-dynamic';

export const GET = managedContentItem.GET;
export const PATCH = managedContentItem.PATCH;
export const DELETE = managedContentItem.DELETE;
