import { and, eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { contents } from '@/server/db/schema';
import { ForbiddenError, NotFoundError } from '@/server/http/errors';
import { userHasPermission } from '@/server/services/acl/require-permission';
import { recordActivity } from '@/server/services/activity/record-activity';
import { createContent, deleteContent, updateContent, type ContentWriteResult } from '@/server/services/content';
import type { ContentStatus, ContentType } from '@/shared/content-types';
import { isPublishing } from './rules';
import { createContentSchema, updateContentSchema } from '@/shared/schemas/content';
import type { WriteContext } from '@/server/services/context';

async function requirePublish({ actor }: WriteContext, type: ContentType): Promise<void> {
  if (!(await userHasPermission(actor, `${type}.publish`))) throw new ForbiddenError();
}

/** What changed in an edit, for the activity log: keys sent, languages written or removed, status move. */
function updateSummary(input: Record<string, unknown>, before: ContentStatus, after: ContentWriteResult) {
  const translations = (input.translations ?? {}) as Record<string, unknown>;
  return {
    fields: Object.keys(input),
    languages: Object.fromEntries(Object.entries(translations).map(([lang, text]) => [lang, text === null ? 'removed' : 'written'])),
    ...(before !== after.status ? { status: { from: before, to: after.status } } : {}),
    slugs: after.translations,
  };
}

/**
 * `POST /api/manager/{type}`: the caller holds `{type}.create`; a published or scheduled item
 * also needs `{type}.publish`. Logged as `{type}.create`.
 */
export async function createManagedContent(write: WriteContext, type: ContentType, input: unknown): Promise<ContentWriteResult> {
  const parsed = createContentSchema(type).parse(input);
  if (isPublishing(null, parsed.status)) await requirePublish(write, type);
  return createContent({
    type,
    input: parsed,
    authorId: write.actor.id,
    audit: (tx, result) =>
      recordActivity(tx, {
        actorId: write.actor.id,
        action: `${type}.create`,
        resource: type,
        resourceId: result.id,
        summary: { status: result.status, slugs: result.translations, languages: Object.keys(result.translations) },
        client: write.ctx,
      }),
  });
}

/**
 * `PATCH /api/manager/{type}/{id}`: the caller holds `{type}.update`; moving the item into or out
 * of published / scheduled also needs `{type}.publish` (checked against the stored status).
 */
export async function updateManagedContent(
  write: WriteContext,
  type: ContentType,
  id: string,
  input: unknown,
): Promise<ContentWriteResult> {
  const parsed = updateContentSchema(type).parse(input);
  if (parsed.status !== undefined) {
    // Checked before the write's transaction (the permission lookup is a query of its own).
    const [current] = await getDb()
      .select({ status: contents.status })
      .from(contents)
      .where(and(eq(contents.id, id), eq(contents.type, type)))
      .limit(1);
    if (!current) throw new NotFoundError();
    if (isPublishing(current.status, parsed.status)) await requirePublish(write, type);
  }
  return updateContent({
    type,
    id,
    input: parsed,
    audit: async (tx, result, before) => {
      await recordActivity(tx, {
        actorId: write.actor.id,
        action: `${type}.update`,
        resource: type,
        resourceId: id,
        summary: updateSummary(input as Record<string, unknown>, before.status, result),
        client: write.ctx,
      });
    },
  });
}

/** `DELETE /api/manager/{type}/{id}`: the caller holds `{type}.delete`. */
export async function deleteManagedContent(write: WriteContext, type: ContentType, id: string): Promise<void> {
  await deleteContent({
    type,
    id,
    audit: (tx, deleted) =>
      recordActivity(tx, {
        actorId: write.actor.id,
        action: `${type}.delete`,
        resource: type,
        resourceId: id,
        summary: { slugs: deleted.translations },
        client: write.ctx,
      }),
  });
}
