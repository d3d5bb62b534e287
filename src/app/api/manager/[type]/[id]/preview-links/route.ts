// GET|POST /api/manager/{type}/{id}/preview-links — an item's preview links; make one
import { previewLinkCollection } from '@/server/http/preview-link-routes';

export const dynamic = 'force-dynamic';

export const GET = previewLinkCollection.GET;
export const POST = previewLinkCollection.POST;
