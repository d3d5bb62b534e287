// POST /api/manager/podcasts/bulk — publish, unpublish or delete several podcasts at once
import { contentBulkRoute } from '@/server/http/manager-content-routes';

export const dynamic = 'force-dynamic';

export const POST = contentBulkRoute('podcasts');
