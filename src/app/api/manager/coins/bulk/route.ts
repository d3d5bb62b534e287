// POST /api/manager/coins/bulk — publish, unpublish or delete several coins at once
import { contentBulkRoute } from '@/server/http/manager-content-routes';

export const dynamic = 'force-dynamic';

export const POST = contentBulkRoute('coins');
