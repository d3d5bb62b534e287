import { managedContentContracts, termContracts } from '@/shared/api/contracts';
import { createContent, deleteContent, getContentForEditing, updateContent } from '@/server/services/content';
import {
  bulkContentAction,
  createManagedTerm,
  deleteManagedTerm,
  getManagedTerm,
  listManagedContents,
  listManagedTerms,
  updateManagedTerm,
  type TermKind,
} from '@/server/services/manager-content';
import type { NextRequest } from 'next/server';
import type { Contract } from '@/shared/api/contract';
import { contentTypeNames, isContentType, type ContentType } from '@/shared/content-types';
import { editedVersionOf } from './edited-version';
import { apiNotFound } from './not-found';
import { noContent, ok, paginated } from './respond';
import { route, type ContractRoute } from './route';

type TypeRouteContext = { params: Promise<Record<string, string>> };

/** A handler of a `[type]` route file, carrying the contract it answers for each content type. */
export type ByContentTypeRoute = ((request: NextRequest, context: TypeRouteContext) => Promise<Response>) & { contracts: Contract[] };

/**
 * One `src/app/api/manager/[type]/…` route file serves every registered content type: the request
 * goes to the handler made from that type's own contract (its path, its `{type}.*` permission, its
 * operationId), and a type the registry does not hold is the API's 404. Next matches the static
 * manager folders (`events`, `tags`, …) before the dynamic segment.
 */
export function byContentType<M extends string>(make: (type: ContentType) => Record<M, ContractRoute<Contract>>): Record<M, ByContentTypeRoute> {
  const made = new Map(contentTypeNames.map((type) => [type, make(type)]));
  const methods = Object.keys(made.get(contentTypeNames[0])!) as M[];
  const dispatch = (method: M): ByContentTypeRoute =>
    Object.assign(
      async (request: NextRequest, context: TypeRouteContext) => {
        const { type } = await context.params;
        return isContentType(type) ? made.get(type)![method](request, context) : apiNotFound(request);
      },
      { contracts: contentTypeNames.map((type) => made.get(type)![method].contract) },
    );
  return Object.fromEntries(methods.map((method) => [method, dispatch(method)])) as Record<M, ByContentTypeRoute>;
}

/** The handlers of `/api/manager/{type}`, `/{type}/{id}` and `/{type}/bulk`, made from each type's contracts. */
function contentCollectionRoutes(type: ContentType) {
  const contracts = managedContentContracts[type];
  return {
    GET: route(contracts.list, async ({ query, locale }) => {
      const { data, meta } = await listManagedContents(type, query, locale);
      return paginated(data, meta);
    }),
    // The body is checked against the type's schema in the service, after the publish permission.
    POST: route(contracts.create, async ({ body, by }) =>
      ok(await createContent({ type, input: body, by }), { status: 201 }),
    ),
  };
}

function contentItemRoutes(type: ContentType) {
  const contracts = managedContentContracts[type];
  return {
    GET: route(contracts.get, async ({ params }) => ok(await getContentForEditing(type, params.id))),
    PATCH: route(contracts.update, async ({ params, body, by }) => {
      const { version, overwrite, input } = editedVersionOf(body);
      return ok(await updateContent({ type, id: params.id, input, by, expectedVersion: version, overwrite }));
    }),
    DELETE: route(contracts.remove, async ({ params, by }) => {
      await deleteContent({ type, id: params.id, by });
      return noContent();
    }),
  };
}

/** `POST /api/manager/{type}/bulk`: needs `{type}.view` to reach, then the action's own permission. */
function contentBulkRoute(type: ContentType) {
  return {
    POST: route(managedContentContracts[type].bulk, async ({ body, by }) => ok(await bulkContentAction({ type, input: body, by }))),
  };
}

export const managedContentCollection = byContentType(contentCollectionRoutes);
export const managedContentItem = byContentType(contentItemRoutes);
export const managedContentBulk = byContentType(contentBulkRoute);

/** `/api/manager/categories|tags` and `/{id}`: both languages' names, with the `{kind}.*` permissions. */
export function termRoutes(kind: TermKind) {
  const contracts = termContracts[kind];
  return {
    list: route(contracts.list, async ({ query }) => ok(await listManagedTerms(kind, query.q))),
    create: route(contracts.create, async ({ body, by }) =>
      ok(await createManagedTerm({ kind, input: body, by }), { status: 201 }),
    ),
    get: route(contracts.get, async ({ params }) => ok(await getManagedTerm(kind, params.id))),
    update: route(contracts.update, async ({ params, body, by }) =>
      ok(await updateManagedTerm({ kind, id: params.id, input: body, by })),
    ),
    remove: route(contracts.remove, async ({ params, by }) => {
      await deleteManagedTerm({ kind, id: params.id, by });
      return noContent();
    }),
  };
}
