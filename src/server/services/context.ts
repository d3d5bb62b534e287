import { defaultLocale, type Locale } from '@/i18n/locales';
import type { User } from '@/server/db/schema';

/** Where a request came from, for the activity log and per-IP rate limits. */
export type ClientInfo = { ip: string | null; userAgent: string | null };

/** What every service verb knows about the caller besides its input. */
export type ServiceContext = ClientInfo & { locale: Locale };

/** A signed-in person writing. */
export type UserActor = Pick<User, 'id' | 'isManager' | 'isSuperManager'>;

/**
 * The site itself writing: the seed, scripts, an import from the command line, scheduled jobs. It may do what
 * a super manager may, and the activity log records it as the system, never as a person.
 */
export type SystemActor = { id: null; isManager: true; isSuperManager: true };

export type Actor = UserActor | SystemActor;

/**
 * Who is writing and from where: the `by` of every write verb. Manager writes take any actor and
 * log it in the activity log; a person's own writes (a like, a registration, their profile) take
 * `WriteContext<UserActor>`, since their rows belong to that person.
 */
export type WriteContext<A extends Actor = Actor> = { ctx: ServiceContext; actor: A };

/** Someone not signed in (registering, signing in, the contact form): only where they write from is known. */
export type VisitorContext = { ctx: ServiceContext; actor: null };

export const systemActor: SystemActor = { id: null, isManager: true, isSuperManager: true };

/** The system's context: no address, no browser; `locale` is the language its texts are written in. */
export function systemContext(locale: Locale = defaultLocale): ServiceContext {
  return { ip: null, userAgent: null, locale };
}

/** The `by` of a write the site makes itself. */
export function systemWriter(locale: Locale = defaultLocale): WriteContext<SystemActor> {
  return { ctx: systemContext(locale), actor: systemActor };
}

/** True when the system writes, so nothing is filed under a person. */
export function isSystem(actor: Actor): actor is SystemActor {
  return actor.id === null;
}
