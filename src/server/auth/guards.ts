import type { User } from '@/server/db/schema';
import { ForbiddenError } from '@/server/errors';
import type { GuardName } from '@/shared/guards';

/**
 * The fields of the serialized user (see `serializeUser`) that the guards read, plus the
 * permissions a manager holds through roles (loaded only for `check-super-manager`).
 */
export type GuardUser = {
  is_super_manager: boolean;
  is_information_completed: boolean;
  is_manager?: boolean;
  permissions?: readonly string[];
};

/** What a page should do: render, open the sign-in dialog, or send the visitor elsewhere. */
export type GuardOutcome = 'allow' | 'sign-in' | 'complete-information' | 'dashboard' | 'forbidden';

export type Guard = (user: GuardUser | null) => GuardOutcome;

/**
 * What each of SPEC §6's middleware names (`@/shared/guards`) decides. The page guard mirrors the
 * API's checks; it is never the only one.
 */
export const guards = {
  'user-auth': (user) => (user ? 'allow' : 'sign-in'),
  'check-super-manager': (user) => {
    if (!user) return 'sign-in';
    if (user.is_super_manager) return 'allow';
    // A manager holding roles enters the panel; each page then checks its own section permission.
    return user.is_manager && (user.permissions?.length ?? 0) > 0 ? 'allow' : 'forbidden';
  },
  'user-information-completed': (user) => {
    if (!user) return 'sign-in';
    return user.is_information_completed ? 'allow' : 'complete-information';
  },
  'user-information-not-completed': (user) => {
    if (!user) return 'sign-in';
    return user.is_information_completed ? 'dashboard' : 'allow';
  },
} as const satisfies Record<GuardName, Guard>;

export type { GuardName };

export class UnknownGuardError extends Error {
  constructor(readonly guardName: string) {
    super(`Unknown middleware name: ${guardName}`);
    this.name = 'UnknownGuardError';
  }
}

/** True for the four SPEC §6 names; `Object.hasOwn` so that 'toString' is not a guard. */
export function isGuardName(name: string): name is GuardName {
  return Object.hasOwn(guards, name);
}

/** Looks the names up; an unknown name throws (SPEC §8: "Unknown middleware name: error raised"). */
export function resolveGuards(names: readonly string[]): Guard[] {
  return names.map((name) => {
    if (!isGuardName(name)) throw new UnknownGuardError(name);
    return guards[name];
  });
}

/** Runs the named guards in order; the first outcome other than 'allow' wins. */
export function runGuards(names: readonly string[], user: GuardUser | null): GuardOutcome {
  for (const guard of resolveGuards(names)) {
    const outcome = guard(user);
    if (outcome !== 'allow') return outcome;
  }
  return 'allow';
}

/** API side of `check-super-manager`: anyone else gets a 403. */
export function requireSuperManager(user: Pick<User, 'isSuperManager'>): void {
  if (!user.isSuperManager) throw new ForbiddenError();
}
