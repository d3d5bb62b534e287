// POST /api/manager/videos/bulk — publish, unpublish or delete several videos at once
import { contentBulkRoute } from '@/server/http/manager-content-routes';

export const dynamic = 'force-dynamic';

export const POST = contentBulkRoute('videos');
