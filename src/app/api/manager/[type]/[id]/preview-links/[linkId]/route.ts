// DELETE /api/manager/{type}/{id}/preview-links/{linkId} — revoke one preview link
import { previewLinkItem } from '@/server/http/preview-link-routes';

export const dynamic = 'force-dynamic';

export const DELETE = previewLinkItem.DELETE;
