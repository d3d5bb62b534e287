import type { Passkey } from '@/server/db/schema';
import type { PasskeyItem } from '@/shared/schemas/passkeys';

/** A passkey as its owner sees it: never its key or credential id. */
export function serializePasskey(row: Passkey): PasskeyItem {
  return {
    id: row.id,
    name: row.name,
    transports: row.transports,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  };
}
