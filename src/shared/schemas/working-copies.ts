import { z } from 'zod';
import { contentTypeNames } from '../content-types';
import { WORKING_COPY_MAX_BYTES } from '../request-body-limits';

/** The forms that autosave: every content type's editor, events, guides and notifications. */
export const workingCopyKinds = [...contentTypeNames, 'events', 'where-to-start', 'notifications'] as const;
export type WorkingCopyKind = (typeof workingCopyKinds)[number];

/** The key of an item never saved: one working copy per user and form kind until it is created. */
export const NEW_ITEM_KEY = 'new';

/** `/api/manager/working-copies/{kind}/{key}`: an unknown kind or a key that is no item's is a 404. */
export const workingCopyParams = z.object({
  kind: z.enum(workingCopyKinds),
  key: z.union([z.uuid(), z.literal(NEW_ITEM_KEY)]),
});

/** Bytes as the database and the wire count them: Persian letters take two each. */
function payloadBytes(payload: unknown): number {
  return new TextEncoder().encode(JSON.stringify(payload)).length;
}

export const workingCopyPayload = z
  .record(z.string(), z.unknown())
  .refine((payload) => payloadBytes(payload) <= WORKING_COPY_MAX_BYTES, { message: 'autosave.validation.tooLarge' });

export const workingCopyBodySchema = z.object({ payload: workingCopyPayload });
export type WorkingCopyBody = z.infer<typeof workingCopyBodySchema>;

export const workingCopySchema = z.object({
  kind: z.enum(workingCopyKinds),
  item_key: z.string(),
  payload: z.record(z.string(), z.unknown()),
  updated_at: z.string(),
});
export type WorkingCopyView = z.infer<typeof workingCopySchema>;

/** What a read answers: the caller's copy, or null when they have none. */
export const workingCopyAnswerSchema = z.object({ data: workingCopySchema.nullable() });
export const workingCopySavedSchema = z.object({ data: z.object({ updated_at: z.string() }) });
