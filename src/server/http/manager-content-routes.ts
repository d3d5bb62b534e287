import { managedContentContracts, termContracts } from '@/server/api/contracts';
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
import type { ContentType } from '@/shared/content-types';
import { noContent, ok, paginated } from './respond';
import { route } from './route';

/**
 * The handlers of `/api/manager/{type}`, `/{type}/{id}` and `/{type}/bulk`, made once per content
 * type from its contracts: each type has static route files (`src/app/api/manager/articles/…`) that
 * export these, so the paths, permissions and operations stay per type and no other manager folder
 * is shadowed.
 */
export function contentCollectionRoutes(type: ContentType) {
  const contracts = managedContentContracts[type];
  return {
    GET: route(contracts.list, async ({ query, locale }) => {
      const { data, meta } = await listManagedContents(type, query, locale);
      return paginated(data, meta);
    }),
    // The body is checked against the type's schema in the service, after the publish permission.
    POST: route(contracts.create, async ({ body, user, ctx }) =>
      ok(await createContent({ type, input: body, by: { ctx, actor: user } }), { status: 201 }),
    ),
  };
}

export function contentItemRoutes(type: ContentType) {
  const contracts = managedContentContracts[type];
  return {
    GET: route(contracts.get, async ({ params }) => ok(await getContentForEditing(type, params.id))),
    PATCH: route(contracts.update, async ({ params, body, user, ctx }) =>
      ok(await updateContent({ type, id: params.id, input: body, by: { ctx, actor: user } })),
    ),
    DELETE: route(contracts.remove, async ({ params, user, ctx }) => {
      await deleteContent({ type, id: params.id, by: { ctx, actor: user } });
      return noContent();
    }),
  };
}

/** `POST /api/manager/{type}/bulk`: needs `{type}.view` to reach, then the action's own permission. */
export function contentBulkRoute(type: ContentType) {
  return route(managedContentContracts[type].bulk, async ({ body, user, ctx }) =>
    ok(await bulkContentAction({ ctx, actor: user }, type, body)),
  );
}

/** `/api/manager/categories|tags` and `/{id}`: both languages' names, with the `{kind}.*` permissions. */
export function termRoutes(kind: TermKind) {
  const contracts = termContracts[kind];
  return {
    list: route(contracts.list, async ({ query }) => ok(await listManagedTerms(kind, query.q))),
    create: route(contracts.create, async ({ body, user, ctx }) =>
      ok(await createManagedTerm({ ctx, actor: user }, kind, body), { status: 201 }),
    ),
    get: route(contracts.get, async ({ params }) => ok(await getManagedTerm(kind, params.id))),
    update: route(contracts.update, async ({ params, body, user, ctx }) =>
      ok(await updateManagedTerm({ ctx, actor: user }, kind, params.id, body)),
    ),
    remove: route(contracts.remove, async ({ params, user, ctx }) => {
      await deleteManagedTerm({ ctx, actor: user }, kind, params.id);
      return noContent();
    }),
  };
}
