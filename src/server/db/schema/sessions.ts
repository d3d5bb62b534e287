import { pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';

/**
 * The devices (browser, system and device kind, see `src/server/auth/devices.ts`) an account has
 * signed in from. Kept apart from the tokens, which go at sign-out, so that a device stays known
 * and a sign-in from any other one is mailed to the owner.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceKey: text('device_key').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.deviceKey] })],
);
