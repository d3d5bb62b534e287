// POST /api/manager/articles/bulk — publish, unpublish or delete several articles at once
import { contentBulkHandler } from '@/server/services/manager-content/route-handlers';

export const dynamic = 'force-dynamic';

export const POST = contentBulkHandler('articles');
