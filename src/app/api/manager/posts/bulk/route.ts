// POST /api/manager/posts/bulk — publish, unpublish or delete several posts at once
import { contentBulkRoute } from '@/server/http/manager-content-routes';

export const dynamic = 'force-dynamic';

export const POST = contentBulkRoute('posts');
