// GET /api/manager/newsletter/subscribers/counts — subscribers per status, language, frequency and topic
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { countSubscribers } from '@/server/services/newsletter';

export const dynamic = 'force-dynamic';

export const GET = route(contracts.countNewsletterSubscribers, async () => ok(await countSubscribers()));
