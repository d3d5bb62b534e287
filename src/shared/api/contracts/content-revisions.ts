import { z } from 'zod';
import { contentTypeNames, contentTypes, type ContentType } from '@/shared/content-types';
import { compareRevisionsQuery, restoreResult, revisionComparison, revisionListResult } from '@/shared/schemas/content-revisions';
import { dataEnvelope } from '@/shared/schemas/envelope';
import { idParams } from '@/shared/schemas/params';
import { numeric } from '@/shared/schemas/primitives';
import { capitalize, nameContracts } from '../contract';

const versionParams = idParams.extend({ version: numeric(z.number().int().positive()) });

const editorsAnswer = dataEnvelope(
  z.object({ editors: z.array(z.object({ id: z.uuid(), name: z.string() })).describe('Other managers with the item open now') }),
);

/** Revisions and editing presence of one content type (ADR 0019). */
function revisionContractsOf<T extends ContentType>(type: T) {
  const base = `/api/manager/${type}/{id}`;
  const common = { tag: `Manager: ${type}`, auth: 'manager' as const, errors: [404] };
  const singular = capitalize(contentTypes[type].singular);
  const contracts = {
    list: {
      ...common,
      method: 'get' as const,
      path: `${base}/revisions`,
      summary: `The revisions of one of the ${type}, newest first: who saved each and when (every write stores the whole item, both languages)`,
      permission: `${type}.view` as const,
      params: idParams,
      response: dataEnvelope(revisionListResult),
    },
    compare: {
      ...common,
      method: 'get' as const,
      path: `${base}/revisions/compare`,
      summary: `Two kept versions of one of the ${type} side by side: per language, each text field's word-level changes (bodies compared as text), and the other fields that differ`,
      permission: `${type}.view` as const,
      params: idParams,
      query: compareRevisionsQuery,
      response: dataEnvelope(revisionComparison),
    },
    restore: {
      ...common,
      method: 'post' as const,
      path: `${base}/revisions/{version}/restore`,
      summary: `Bring back a kept version of one of the ${type} as a new version (nothing is rewritten); without ${type}.publish it lands as a draft, and taking a live item down that way is refused`,
      permission: `${type}.update` as const,
      params: versionParams,
      response: dataEnvelope(restoreResult),
    },
    heartbeat: {
      ...common,
      method: 'post' as const,
      path: `${base}/presence`,
      summary: `The caller has this item's editor open (send every ~10 s; forgotten after 30 s without one); answers the other managers editing it, on any instance`,
      permission: `${type}.update` as const,
      params: idParams,
      response: editorsAnswer,
    },
    leave: {
      ...common,
      method: 'delete' as const,
      path: `${base}/presence`,
      summary: `The caller closed this item's editor`,
      permission: `${type}.update` as const,
      params: idParams,
      successStatus: 204,
    },
  };
  return nameContracts(contracts, {
    list: `list${singular}Revisions`,
    compare: `compare${singular}Revisions`,
    restore: `restore${singular}Revision`,
    heartbeat: `heartbeat${singular}Editing`,
    leave: `leave${singular}Editing`,
  });
}

/** Every content type's revision and presence endpoints, by type and verb. */
export const revisionContracts = Object.fromEntries(contentTypeNames.map((type) => [type, revisionContractsOf(type)])) as {
  [T in ContentType]: ReturnType<typeof revisionContractsOf<T>>;
};
