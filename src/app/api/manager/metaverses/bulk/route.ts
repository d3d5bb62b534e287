// POST /api/manager/metaverses/bulk — publish, unpublish or delete several metaverses at once
import { contentBulkRoute } from '@/server/http/manager-content-routes';

export const dynamic = 'force-dynamic';

export const POST = contentBulkRoute('metaverses');
