import { editVersionSchema } from '@/shared/schemas/content-revisions';
import { BadRequestError } from '@/server/errors';

/**
 * Splits an edit form's body into the version it started from and the update itself. A body
 * without a version is a 400, not a 422: no field of the form is wrong, the client is (it would
 * overwrite whatever was saved meanwhile without knowing).
 */
export function editedVersionOf(body: Record<string, unknown>): { version: number; input: Record<string, unknown> } {
  const { version: _sent, ...input } = body;
  const parsed = editVersionSchema.safeParse(body);
  if (!parsed.success) throw new BadRequestError('revisions.api.versionRequired');
  return { version: parsed.data.version, input };
}
