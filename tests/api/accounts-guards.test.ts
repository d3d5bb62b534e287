import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { guards, requireSuperManager, resolveGuards, runGuards, UnknownGuardError } from '@/server/auth/guards';
import { verifyPassword } from '@/server/auth/passwords';
import { getDb } from '@/server/db/client';
import { seedRuns, users } from '@/server/db/schema';
import { ForbiddenError } from '@/server/errors';
import { DEMO_PASSWORD, seedDemoAccounts } from '@/server/services/accounts/bootstrap';
import { createOrPromoteManager } from '@/server/services/accounts/create-or-promote-manager';
import { systemWriter } from '@/server/services/context';
import { registerUser } from '../support/accounts';

const complete = { is_super_manager: false, is_information_completed: true };
const incomplete = { is_super_manager: false, is_information_completed: false };
const superManager = { is_super_manager: true, is_information_completed: true };

describe('SPEC §6 guards', () => {
  it('names exactly the four middlewares', () => {
    expect(Object.keys(guards).sort()).toEqual(
      ['check-super-manager', 'user-auth', 'user-information-completed', 'user-information-not-completed'].sort(),
    );
  });

  it('throws on an unknown middleware name', () => {
    expect(() => resolveGuards(['user-auth', 'is-admin'])).toThrow(UnknownGuardError);
    expect(() => runGuards(['toString'], complete)).toThrow('Unknown middleware name: toString');
  });

  it('decides like the page guards', () => {
    expect(runGuards(['user-auth'], null)).toBe('sign-in');
    expect(runGuards(['user-auth', 'user-information-completed'], incomplete)).toBe('complete-information');
    expect(runGuards(['user-auth', 'user-information-completed'], complete)).toBe('allow');
    expect(runGuards(['user-auth', 'user-information-not-completed'], complete)).toBe('dashboard');
    expect(runGuards(['user-auth', 'user-information-not-completed'], incomplete)).toBe('allow');
    expect(runGuards(['user-auth', 'check-super-manager'], complete)).toBe('forbidden');
    expect(runGuards(['user-auth', 'check-super-manager'], superManager)).toBe('allow');
    expect(runGuards(['check-super-manager'], null)).toBe('sign-in');
  });

  it('enforces the super-manager rule on the API side', () => {
    expect(() => requireSuperManager({ isSuperManager: false })).toThrow(ForbiddenError);
    expect(() => requireSuperManager({ isSuperManager: true })).not.toThrow();
  });
});

describe('manager bootstrap', () => {
  it('creates or promotes managers, keeping an existing password', async () => {
    const created = await createOrPromoteManager({ input: { email: 'Boss@Example.com', password: 'boss password 1', isSuperManager: false }, by: systemWriter() });
    expect(created.created).toBe(true);
    expect(created.user).toMatchObject({ email: 'boss@example.com', username: 'boss', isManager: true, isSuperManager: false });

    const account = await registerUser();
    const promoted = await createOrPromoteManager({ input: { email: account.email, isSuperManager: true }, by: systemWriter() });
    expect(promoted.created).toBe(false);
    expect(promoted.user).toMatchObject({ id: account.id, isManager: true, isSuperManager: true });
    expect(await verifyPassword(promoted.user.passwordHash, account.password)).toBe(true);

    await expect(createOrPromoteManager({ input: { email: 'new@example.com', isSuperManager: false }, by: systemWriter() })).rejects.toThrow('--password');
    await expect(createOrPromoteManager({ input: { email: 'new@example.com', password: 'short', isSuperManager: false }, by: systemWriter() })).rejects.toThrow();
  });

  it('seeds the demo accounts once, with the documented password and completed profiles', async () => {
    await seedDemoAccounts();
    const demo = await getDb().select().from(users).where(eq(users.email, 'manager@darvazeh.local'));
    expect(demo[0]).toMatchObject({ isManager: true, isSuperManager: false, firstname: 'Reza' });
    expect(await verifyPassword(demo[0]!.passwordHash, DEMO_PASSWORD)).toBe(true);
    const [admin] = await getDb().select().from(users).where(eq(users.email, 'admin@darvazeh.local'));
    expect(admin?.isSuperManager).toBe(true);
    const [user] = await getDb().select().from(users).where(eq(users.email, 'user@darvazeh.local'));
    expect(user).toMatchObject({ isManager: false, isSuperManager: false });
    expect(user?.mobile).toBeTruthy();

    await getDb().delete(users).where(eq(users.email, 'user@darvazeh.local'));
    await seedDemoAccounts();
    expect(await getDb().select().from(users).where(eq(users.email, 'user@darvazeh.local'))).toHaveLength(0);
    expect(await getDb().select().from(seedRuns).where(eq(seedRuns.name, 'accounts.demo'))).toHaveLength(1);
  });
});
