// POST /api/manager/books/bulk — publish, unpublish or delete several books at once
import { contentBulkHandler } from '@/server/services/manager-content/route-handlers';

export const dynamic = 'force-dynamic';

export const POST = contentBulkHandler('books');
