// POST /api/manager/metaverses/bulk — publish, unpublish or delete several metaverses at once
import { contentBulkHandler } from '@/server/services/manager-content/route-handlers';

export const dynamic = 'force-dynamic';

export const POST = contentBulkHandler('metaverses');
