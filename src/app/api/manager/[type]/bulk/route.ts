// POST /api/manager/{type}/bulk — publish, unpublish or delete several items of a content type at once
import { managedContentBulk } from '@/server/http/manager-content-routes';

export const dynamic = 'force-dynamic';

export const POST = managedContentBulk.POST;
