import { z } from 'zod';
import { handle, parseBody, parseParams, parseQuery } from '@/server/http/handler';
import { noContent, ok, paginated } from '@/server/http/respond';
import { requireManagerPermission } from '@/server/services/acl';
import { createContent, deleteContent, getContentForEditing, updateContent } from '@/server/services/content';
import { serviceContext } from '@/server/services/context';
import type { ContentType } from '@/shared/content-types';
import {
  bulkContentSchema,
  managerContentListQuery,
  termListQuery,
  termWriteSchema,
} from '@/shared/schemas/manager-content';
import { bulkContentAction } from './bulk';
import { listManagedContents } from './list';
import { createManagedTerm, deleteManagedTerm, getManagedTerm, listManagedTerms, updateManagedTerm, type TermKind } from './terms';
import { idParams } from '@/shared/schemas/params';

/**
 * The handlers of `/api/manager/{type}`, `/{type}/{id}` and `/{type}/bulk`, made once per content
 * type: each type has static route files (`src/app/api/manager/articles/…`) that export these, so
 * the paths, permissions and OpenAPI entries stay per type and no other manager folder is shadowed.
 */
export function contentCollectionHandlers(type: ContentType) {
  return {
    GET: handle(async ({ request, locale }) => {
      await requireManagerPermission(request, `${type}.view`);
      const { data, meta } = await listManagedContents(type, parseQuery(request, managerContentListQuery), locale);
      return paginated(data, meta);
    }),
    POST: handle(async ({ request, locale }) => {
      const { user } = await requireManagerPermission(request, `${type}.create`);
      const input = await parseBody(request, jsonObject);
      const result = await createContent({ type, input, by: { ctx: serviceContext(request, locale), actor: user } });
      return ok(result, { status: 201 });
    }),
  };
}

/** Any JSON object: the type's own schema validates it in the service (after the permission checks). */
const jsonObject = z.record(z.string(), z.unknown());

export function contentItemHandlers(type: ContentType) {
  type Params = { id: string };
  return {
    GET: handle<Params>(async ({ request, params }) => {
      await requireManagerPermission(request, `${type}.view`);
      const { id } = parseParams(params, idParams);
      return ok(await getContentForEditing(type, id));
    }),
    PATCH: handle<Params>(async ({ request, params, locale }) => {
      const { user } = await requireManagerPermission(request, `${type}.update`);
      const { id } = parseParams(params, idParams);
      const input = await parseBody(request, jsonObject);
      return ok(await updateContent({ type, id, input, by: { ctx: serviceContext(request, locale), actor: user } }));
    }),
    DELETE: handle<Params>(async ({ request, params, locale }) => {
      const { user } = await requireManagerPermission(request, `${type}.delete`);
      const { id } = parseParams(params, idParams);
      await deleteContent({ type, id, by: { ctx: serviceContext(request, locale), actor: user } });
      return noContent();
    }),
  };
}

/** `POST /api/manager/{type}/bulk`: needs `{type}.view` to reach, then the action's own permission. */
export function contentBulkHandler(type: ContentType) {
  return handle(async ({ request, locale }) => {
    const { user } = await requireManagerPermission(request, `${type}.view`);
    const input = await parseBody(request, bulkContentSchema);
    return ok(await bulkContentAction({ ctx: serviceContext(request, locale), actor: user }, type, input));
  });
}

/** `/api/manager/categories|tags` and `/{id}`: both languages' names, with the `{kind}.*` permissions. */
export function termHandlers(kind: TermKind) {
  type Params = { id: string };
  return {
    list: handle(async ({ request }) => {
      await requireManagerPermission(request, `${kind}.view`);
      return ok(await listManagedTerms(kind, parseQuery(request, termListQuery).q));
    }),
    create: handle(async ({ request, locale }) => {
      const { user } = await requireManagerPermission(request, `${kind}.create`);
      const input = await parseBody(request, termWriteSchema);
      return ok(await createManagedTerm({ ctx: serviceContext(request, locale), actor: user }, kind, input), { status: 201 });
    }),
    get: handle<Params>(async ({ request, params }) => {
      await requireManagerPermission(request, `${kind}.view`);
      const { id } = parseParams(params, idParams);
      return ok(await getManagedTerm(kind, id));
    }),
    update: handle<Params>(async ({ request, params, locale }) => {
      const { user } = await requireManagerPermission(request, `${kind}.update`);
      const { id } = parseParams(params, idParams);
      const input = await parseBody(request, termWriteSchema);
      return ok(await updateManagedTerm({ ctx: serviceContext(request, locale), actor: user }, kind, id, input));
    }),
    remove: handle<Params>(async ({ request, params, locale }) => {
      const { user } = await requireManagerPermission(request, `${kind}.delete`);
      const { id } = parseParams(params, idParams);
      await deleteManagedTerm({ ctx: serviceContext(request, locale), actor: user }, kind, id);
      return noContent();
    }),
  };
}
