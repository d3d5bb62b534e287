// POST /api/manager/coins/bulk — publish, unpublish or delete several coins at once
import { contentBulkHandler } from '@/server/services/manager-content/route-handlers';

export const dynamic = 'force-dynamic';

export const POST = contentBulkHandler('coins');
