// POST /api/manager/newsletter/subscribers/import — import a Ghost, MailPoet or Substack CSV sent as the raw body
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { importSubscribers } from '@/server/services/newsletter';

export const dynamic = 'force-dynamic';

export const POST = route(contracts.importNewsletterSubscribers, async ({ request, query, by }) => {
  const languages = query.languages === 'both' ? (['fa', 'en'] as const) : ([query.languages] as const);
  return ok(
    await importSubscribers({
      csv: await request.text(),
      options: { languages: [...languages], frequency: query.frequency },
      by,
    }),
  );
});
