import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { safeEqual, sha256 } from '@/server/auth/secrets';
import type { Db } from '@/server/db/client';
import { recoveryCodes } from '@/server/db/schema';

const COUNT = 10;
// No 0/o, 1/l/i: a code copied onto paper must be typed back without doubt.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** The form the hash is taken of: what the user may type differently (case, dashes, spaces) is dropped. */
export function normalizeRecoveryCode(code: string): string {
  return code.replace(/[\s-]+/g, '').toLowerCase();
}

function newCode(): string {
  let code = '';
  for (let i = 0; i < 10; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** Replaces the account's recovery codes with ten new ones, returned once in plain text; only their hashes are kept. */
export async function replaceRecoveryCodes(db: Db, userId: string): Promise<string[]> {
  const codes = Array.from({ length: COUNT }, newCode);
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: sha256(normalizeRecoveryCode(code)) })));
  return codes;
}

/**
 * Spends one unused recovery code of the account; false when none matches. Each stored hash is
 * compared in constant time, and the spending update is conditional, so a code works once even
 * when two requests race with it.
 */
export async function spendRecoveryCode(db: Db, userId: string, code: string): Promise<boolean> {
  const hash = sha256(normalizeRecoveryCode(code));
  const unused = await db
    .select({ id: recoveryCodes.id, codeHash: recoveryCodes.codeHash })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  const match = unused.find((row) => safeEqual(row.codeHash, hash));
  if (!match) return false;
  const [spent] = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(recoveryCodes.id, match.id), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return spent !== undefined;
}
