import { z } from 'zod';
import { contentTypeNames, contentTypes, type ContentType } from '@/shared/content-types';
import { dataEnvelope } from '@/shared/schemas/envelope';
import { idParams } from '@/shared/schemas/params';
import { createPreviewLinkSchema, previewLinkOutput, previewLinkParams, previewOutput, previewTokenParams } from '@/shared/schemas/preview-links';
import { capitalize, defineContracts, nameContracts } from '../contract';

/** `/api/manager/{type}/{id}/preview-links` and `/{linkId}` for one content type, with `{type}.update` (ADR 0020). */
function previewLinkContractsOf<T extends ContentType>(type: T) {
  const base = `/api/manager/${type}/{id}/preview-links`;
  const common = { tag: `Manager: ${type}`, auth: 'manager' as const, permission: `${type}.update` as const };
  const contracts = {
    list: {
      ...common,
      method: 'get' as const,
      path: base,
      summary: `The preview links of one of the ${type}, newest first: who made each, when, until when, whether revoked, and its addresses while it works`,
      params: idParams,
      response: dataEnvelope(z.array(previewLinkOutput)),
      errors: [404],
    },
    create: {
      ...common,
      method: 'post' as const,
      path: base,
      summary: `Make a preview link for one of the ${type} that readers cannot see yet (draft or scheduled): anyone holding it sees the page as readers will, signed out, until it expires (1, 7 or 30 days) or is revoked`,
      params: idParams,
      body: createPreviewLinkSchema,
      response: dataEnvelope(previewLinkOutput),
      successStatus: 201,
      errors: [404],
    },
    revoke: {
      ...common,
      method: 'delete' as const,
      path: `${base}/{linkId}`,
      summary: `Revoke one preview link of one of the ${type}: it answers 404 from then on`,
      params: previewLinkParams,
      successStatus: 204,
      errors: [404],
    },
  };
  const singular = capitalize(contentTypes[type].singular);
  return nameContracts(contracts, {
    list: `list${singular}PreviewLinks`,
    create: `create${singular}PreviewLink`,
    revoke: `revoke${singular}PreviewLink`,
  });
}

export const previewLinkContracts = Object.fromEntries(contentTypeNames.map((type) => [type, previewLinkContractsOf(type)])) as {
  [T in ContentType]: ReturnType<typeof previewLinkContractsOf<T>>;
};

export const previewContracts = defineContracts({
  getPreview: {
    method: 'get',
    path: '/api/preview/{token}',
    summary:
      'What a preview link shows, in the request language, to anyone holding it (no sign-in): the item as its public page will show it, and until when the link works. Never cached (private, no-store) nor indexed; a forged, revoked or expired token, or a language the item lacks, is a 404',
    tag: 'Content',
    auth: 'public',
    params: previewTokenParams,
    response: dataEnvelope(previewOutput),
    errors: [404],
  },
});
