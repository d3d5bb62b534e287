// POST /api/manager/articles/bulk — publish, unpublish or delete several articles at once
import { contentBulkRoute } from '@/server/http/manager-content-routes';

export const dynamic = 'force-dynamic';

export const POST = contentBulkRoute('articles');
