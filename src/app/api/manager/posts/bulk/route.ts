// POST /api/manager/posts/bulk — publish, unpublish or delete several posts at once
import { contentBulkHandler } from '@/server/services/manager-content/route-handlers';

export const dynamic = 'force-dynamic';

export const POST = contentBulkHandler('posts');
