/** SPEC §6's middleware names: the contract for route guards, on pages and in the API. */
export const guardNames = ['user-auth', 'check-super-manager', 'user-information-completed', 'user-information-not-completed'] as const;
export type GuardName = (typeof guardNames)[number];

/**
 * Declares the guards of a route group. An unknown name throws while the module loads, so a typo
 * fails the build (SPEC §6: an unknown middleware name raises an error).
 */
export function defineGuards(names: readonly string[]): readonly GuardName[] {
  for (const name of names) {
    if (!(guardNames as readonly string[]).includes(name)) throw new Error(`Unknown route guard: ${name}`);
  }
  return names as readonly GuardName[];
}

/** SPEC §6: every manager page needs a signed-in user who passes the super-manager check. */
export const managerPanelGuards = defineGuards(['user-auth', 'check-super-manager']);
