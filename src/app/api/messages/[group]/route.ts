// GET /api/messages/{group}?locale= — the messages of a part of the interface that loads on use
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { clientMessageKeys, pickMessages } from '@/i18n/client-messages';
import { getMessages } from '@/i18n/messages';
import type { Catalog } from '@/i18n/translate';

// The messages change only with a deployment, and the address names the build it was asked from.
const FOR_THE_BUILD = { 'Cache-Control': 'public, max-age=31536000, immutable' };

export const GET = route(contracts.getClientMessages, async ({ params, query }) =>
  ok(pickMessages(getMessages(query.locale) as Catalog, clientMessageKeys[params.group]), { headers: FOR_THE_BUILD }),
);
