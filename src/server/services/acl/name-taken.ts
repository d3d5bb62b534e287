import { ValidationError } from '@/server/errors';

/** Turns a unique violation on `name` (two writers at once) into the 422 a check would give. */
export function nameTakenToValidation(error: unknown): never {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  if ((cause as { code?: string } | null)?.code === '23505') throw ValidationError.field('name', 'validation.taken');
  throw error;
}
