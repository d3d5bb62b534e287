import type { User } from '@/server/db/schema';
import { ValidationError } from '@/server/http/errors';
import type { ServiceContext } from '@/server/services/context';

/** Who is writing and from where: every ACL write is logged with both. */
export type AclWriteContext = { ctx: ServiceContext; actor: Pick<User, 'id' | 'isManager' | 'isSuperManager'> };

/** Turns a unique violation on `name` (two writers at once) into the 422 a check would give. */
export function nameTakenToValidation(error: unknown): never {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  if ((cause as { code?: string } | null)?.code === '23505') throw ValidationError.field('name', 'validation.taken');
  throw error;
}
