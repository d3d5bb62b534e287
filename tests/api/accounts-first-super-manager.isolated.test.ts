import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '@/server/auth/passwords';
import { getDb } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { ensureFirstSuperManager } from '@/server/services/accounts/bootstrap';

// env() is read once per module graph, and each test file gets its own: set it before first use.
process.env.ADMIN_EMAIL = 'root@example.com';
process.env.ADMIN_PASSWORD = 'root password 1';

describe('ensureFirstSuperManager', () => {
  it('creates the first super manager from ADMIN_EMAIL/ADMIN_PASSWORD, then never touches it again', async () => {
    expect(await ensureFirstSuperManager()).toBe('created');
    const [admin] = await getDb().select().from(users).where(eq(users.email, 'root@example.com'));
    expect(admin).toMatchObject({ isSuperManager: true, isManager: true });
    expect(await verifyPassword(admin!.passwordHash, 'root password 1')).toBe(true);

    await getDb().update(users).set({ firstname: 'Kept' }).where(eq(users.id, admin!.id));
    expect(await ensureFirstSuperManager()).toBe('exists');
    const [again] = await getDb().select().from(users).where(eq(users.email, 'root@example.com'));
    expect(again).toMatchObject({ firstname: 'Kept', passwordHash: admin!.passwordHash });
  });

  it('does not promote someone who registered the admin address when no super manager exists', async () => {
    await getDb().delete(users);
    await getDb().insert(users).values({ email: 'root@example.com', username: 'squatter', passwordHash: 'x' });
    expect(await ensureFirstSuperManager()).toBe('skipped');
    const [row] = await getDb().select().from(users).where(eq(users.email, 'root@example.com'));
    expect(row?.isSuperManager).toBe(false);
  });
});
