import { and, eq, ne } from 'drizzle-orm';
import { UAParser } from 'ua-parser-js';
import { appUrl } from '@/env';
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales';
import { translate } from '@/i18n/messages';
import type { Db } from '@/server/db/client';
import { accessTokens, knownDevices, type User } from '@/server/db/schema';
import { queueMail, type OutgoingMail } from '@/server/mail/send';
import { newDeviceMail } from '@/server/mail/templates';
import type { ClientInfo } from '@/server/services/context';
import { formatDateTime } from '@/shared/dates';
import type { DeviceKind } from '@/shared/schemas/sessions';

/** What a user agent says about the device: Latin product names, each absent when it does not say. */
export type DeviceInfo = { browser: string | null; os: string | null; device: string | null; kind: DeviceKind };

const KINDS: Record<string, DeviceKind> = { mobile: 'mobile', tablet: 'tablet' };

/** Browser, system and model from a user agent (ua-parser-js), for the sessions list and the mail. */
export function describeDevice(userAgent: string | null): DeviceInfo {
  if (!userAgent) return { browser: null, os: null, device: null, kind: 'unknown' };
  const { browser, os, device } = UAParser(userAgent);
  const model = [device.vendor, device.model].filter(Boolean).join(' ');
  // The parser leaves the type out for desktops; a known system without one is a computer.
  const kind = device.type ? (KINDS[device.type] ?? 'other') : os.name ? 'desktop' : 'unknown';
  return {
    browser: [browser.name, browser.major].filter(Boolean).join(' ') || null,
    os: [os.name, os.version].filter(Boolean).join(' ') || null,
    device: model || null,
    kind,
  };
}

/**
 * What makes a device the same one next time: browser, system and model, without versions, which
 * change with every update. Two laptops with the same browser and system look alike, a coarse
 * but honest limit of what a user agent tells.
 */
function deviceKey(userAgent: string | null): string {
  if (!userAgent) return 'unknown';
  const { browser, os, device } = UAParser(userAgent);
  return [browser.name, os.name, device.type, device.vendor, device.model].map((part) => part ?? '').join('|').toLowerCase();
}

/** A Latin fragment inside Persian text, isolated so it keeps its order (plain text has no `<bdi>`). */
const isolate = (text: string) => `\u2068${text}\u2069`;

/** «Chrome 131 on Windows 10 (Apple iPhone)», the product names isolated for Persian text. */
function deviceWords(locale: Locale, { browser, os, device }: DeviceInfo): string {
  const named = browser ?? os;
  const product =
    browser && os
      ? translate(locale, 'mail.newDevice.browserOnSystem', { browser: isolate(browser), os: isolate(os) })
      : named
        ? isolate(named)
        : translate(locale, 'mail.newDevice.unknownDevice');
  return device ? `${product} (${isolate(device)})` : product;
}

/**
 * Whether the account had signed in before this token: from another remembered device, or (an
 * account from before devices were remembered) with a token still live.
 */
async function signedInBefore(db: Db, userId: string, key: string, tokenId: string): Promise<boolean> {
  const [device] = await db
    .select({ key: knownDevices.deviceKey })
    .from(knownDevices)
    .where(and(eq(knownDevices.userId, userId), ne(knownDevices.deviceKey, key)))
    .limit(1);
  if (device) return true;
  const [token] = await db
    .select({ id: accessTokens.id })
    .from(accessTokens)
    .where(and(eq(accessTokens.userId, userId), ne(accessTokens.id, tokenId)))
    .limit(1);
  return token !== undefined;
}

export type QueuedDeviceMail = { id: string; mail: OutgoingMail };

/** What a new session needs of its account: who it is and where and in which language to mail. */
export type SessionOwner = Pick<User, 'id' | 'email' | 'username' | 'firstname' | 'locale'>;

/**
 * Remembers the device of a new token and, when the account had signed in before but never from
 * this device, queues a mail to the owner in their language (dispatch it after commit). An
 * account's first device is only remembered: a registration is not news to its owner.
 */
export async function noteDevice(db: Db, user: SessionOwner, client: ClientInfo, tokenId: string): Promise<QueuedDeviceMail | undefined> {
  const key = deviceKey(client.userAgent);
  const inserted = await db.insert(knownDevices).values({ userId: user.id, deviceKey: key }).onConflictDoNothing().returning({ key: knownDevices.deviceKey });
  if (inserted.length === 0) return undefined;

  if (!(await signedInBefore(db, user.id, key, tokenId))) return undefined;

  const locale = isLocale(user.locale) ? user.locale : defaultLocale;
  const mail: OutgoingMail = {
    to: user.email,
    ...newDeviceMail({
      locale,
      name: user.firstname ?? user.username,
      link: `${appUrl()}/${locale}/user/panel/setting#sessions`,
      device: deviceWords(locale, describeDevice(client.userAgent)),
      address: client.ip ? isolate(client.ip) : translate(locale, 'mail.newDevice.unknownAddress'),
      time: formatDateTime(new Date(), locale),
    }),
  };
  return { id: await queueMail(db, mail), mail };
}
