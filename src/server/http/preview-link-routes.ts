import { previewLinkContracts } from '@/shared/api/contracts';
import { createPreviewLink, listPreviewLinks, revokePreviewLink } from '@/server/services/preview-links';
import type { ContentType } from '@/shared/content-types';
import { byContentType } from './manager-content-routes';
import { noContent, ok } from './respond';
import { route } from './route';

/** `/api/manager/{type}/{id}/preview-links`: list and make an item's preview links, with `{type}.update`. */
export const previewLinkCollection = byContentType((type: ContentType) => {
  const contracts = previewLinkContracts[type];
  return {
    GET: route(contracts.list, async ({ params }) => ok(await listPreviewLinks({ type, contentId: params.id }))),
    POST: route(contracts.create, async ({ params, body, by }) =>
      ok(await createPreviewLink({ type, contentId: params.id, input: body, by }), { status: 201 }),
    ),
  };
});

/** `/api/manager/{type}/{id}/preview-links/{linkId}`: revoke one link. */
export const previewLinkItem = byContentType((type: ContentType) => ({
  DELETE: route(previewLinkContracts[type].revoke, async ({ params, by }) => {
    await revokePreviewLink({ type, contentId: params.id, linkId: params.linkId, by });
    return noContent();
  }),
}));
