import { editVersionSchema } from '@/shared/schemas/content-revisions';
import { BadRequestError } from '@/server/errors';

/**
 * Splits an edit's body into the version it started from, the fields it keeps over a newer
 * version, and the update itself. Both are optional (an integration may save without a version);
 * one that is no positive integer is a 400, not a 422: no field of the item is wrong, the client is.
 */
export function editedVersionOf(body: Record<string, unknown>): { version: number | undefined; overwrite: string[] | undefined; input: Record<string, unknown> } {
  const { version: _sent, overwrite: _kept, ...input } = body;
  const parsed = editVersionSchema.safeParse(body);
  if (!parsed.success) throw new BadRequestError('revisions.api.versionInvalid');
  return { version: parsed.data.version, overwrite: parsed.data.overwrite, input };
}
