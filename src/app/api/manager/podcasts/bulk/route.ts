// POST /api/manager/podcasts/bulk — publish, unpublish or delete several podcasts at once
import { contentBulkHandler } from '@/server/services/manager-content/route-handlers';

export const dynamic = 'force-dynamic';

export const POST = contentBulkHandler('podcasts');
