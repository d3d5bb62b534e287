// POST /api/manager/videos/bulk — publish, unpublish or delete several videos at once
import { contentBulkHandler } from '@/server/services/manager-content/route-handlers';

export const dynamic = 'force-dynamic';

export const POST = contentBulkHandler('videos');
