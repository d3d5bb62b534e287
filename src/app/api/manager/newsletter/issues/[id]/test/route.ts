// POST /api/manager/newsletter/issues/{id}/test — send the issue, marked as a test, to one address
import { translate } from '@/i18n/messages';
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { testSendIssue } from '@/server/services/newsletter';

export const dynamic = 'force-dynamic';

export const POST = route(contracts.testNewsletterIssue, async ({ params, body, by, locale }) =>
  ok(await testSendIssue({ id: params.id, input: body, by }), {
    status: 202,
    message: translate(locale, 'newsletter.api.testSent'),
  }),
);
