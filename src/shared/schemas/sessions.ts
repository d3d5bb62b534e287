import { z } from 'zod';

/** The reader's signed-in sessions (one per sign-in token), as the settings page lists them. Zod only. */

export const deviceKinds = ['desktop', 'mobile', 'tablet', 'other', 'unknown'] as const;
export type DeviceKind = (typeof deviceKinds)[number];

export const sessionSchema = z.object({
  id: z.uuid(),
  /** Browser and major version («Chrome 131»), from the user agent; null when it does not say. */
  browser: z.string().nullable(),
  /** Operating system and version («Windows 10»). */
  os: z.string().nullable(),
  /** Vendor and model of a phone or tablet («Apple iPhone»). */
  device: z.string().nullable(),
  device_kind: z.enum(deviceKinds),
  /** The address it signed in from: the approximate place, without a location database. */
  ip: z.string().nullable(),
  created_at: z.iso.datetime(),
  /** Updated at most once a minute as the session is used. */
  last_used_at: z.iso.datetime(),
  /** The session of the request itself: this device. */
  current: z.boolean(),
});
export type SessionView = z.infer<typeof sessionSchema>;

export const revokedSessionsSchema = z.object({ revoked: z.number().int().nonnegative() });
