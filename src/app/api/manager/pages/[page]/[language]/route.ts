// PUT /api/manager/pages/{page}/{language} — show an item's text as a built-in page; DELETE — back to its default text
import { contracts } from '@/shared/api/contracts';
import { noContent, ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { resetBuiltInPage, setBuiltInPage } from '@/server/services/built-in-pages';

export const dynamic = 'force-dynamic';

export const PUT = route(contracts.setBuiltInPage, async ({ params, body, by }) =>
  ok(await setBuiltInPage({ page: params.page, locale: params.language, input: body, by })),
);

export const DELETE = route(contracts.resetBuiltInPage, async ({ params, by }) => {
  await resetBuiltInPage({ page: params.page, locale: params.language, by });
  return noContent();
});
