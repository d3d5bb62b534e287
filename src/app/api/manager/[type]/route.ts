// GET|POST /api/manager/{type} — the manager's list of one content type (every status, both languages); create one
import { managedContentCollection } from '@/server/http/manager-content-routes';

export const dynamic = 'force-dynamic';

export const GET = managedContentCollection.GET;
export const POST = managedContentCollection.POST;
