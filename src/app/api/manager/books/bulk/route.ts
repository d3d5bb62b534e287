// POST /api/manager/books/bulk — publish, unpublish or delete several books at once
import { contentBulkRoute } from '@/server/http/manager-content-routes';

export const dynamic = 'force-dynamic';

export const POST = contentBulkRoute('books');
