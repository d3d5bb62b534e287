import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { gunzipSync } from 'node:zlib';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { is } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { extract as tarExtract } from 'tar-stream';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as confirmRoute } from '@/app/api/user/two-factor/totp/confirm/route';
import { POST as startRoute } from '@/app/api/user/two-factor/totp/route';
import { resetEnvForTests } from '@/env';
import { verifyPassword } from '@/server/auth/passwords';
import { seal, unseal } from '@/server/auth/secret-box';
import { databaseHandle, getDb, setDatabaseHandle, type Database, type DatabaseHandle } from '@/server/db/client';
import * as schema from '@/server/db/schema';
import {
  appSecrets,
  integrationTokens,
  knownDevices,
  notificationDeliveries,
  notifications,
  passkeys,
  recoveryCodes,
  totpCredentials,
  users,
  webhookEndpoints,
} from '@/server/db/schema';
import { resetRateLimitsForTests } from '@/server/rate-limit';
import { exportSite, type ExportOptions } from '@/server/services/archive/export';
import { restoreSite } from '@/server/services/archive/restore';
import { TABLE_TRAVEL } from '@/server/services/archive/tables';
import { acceptTotpCode } from '@/server/services/two-factor/totp';
import { managerMustEnrol } from '@/server/services/two-factor/manager-second-factor';
import { secondFactorMethods } from '@/server/services/two-factor/second-factor-methods';
import { getStorage, type Storage } from '@/server/storage';
import { localDiskStorage } from '@/server/storage/local-disk';
import { bearer, noParams, registerUser, type RegisteredUser } from '../support/accounts';
import { apiRequest, json } from '../support/http';
import { createTestDatabase } from '../support/test-database';

type Site = { handle: DatabaseHandle; storage: Storage };
type Install = Site & { close: () => Promise<void> };
type Level = 'ordinary' | 'accounts' | 'secrets';

const work = mkdtempSync(path.join(tmpdir(), 'darvazeh-archive-secrets-'));
const archives: Record<Level, string> = {
  ordinary: path.join(work, 'ordinary.tar.gz'),
  accounts: path.join(work, 'accounts.tar.gz'),
  secrets: path.join(work, 'secrets.tar.gz'),
};
const options: Record<Level, ExportOptions> = {
  ordinary: { withAccounts: false },
  accounts: { withAccounts: true },
  secrets: { withAccounts: true, withSecrets: true },
};

/** Every table that holds an account's secret, a hash of one, or the key that seals them. */
const SECRET_TABLES = ['totp_credentials', 'recovery_codes', 'integration_tokens', 'passkeys', 'known_devices', 'app_secrets'];

let source: Site;
let manager: RegisteredUser;
let totpSecret: string;
let webhookSecret: string;
let webhookId: string;
/** What must never be in an archive below its level: the key itself and what it seals. */
let sealingKey: string;
let sealedTotp: string;

const codeFor = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();

async function freshInstall(): Promise<Install> {
  const { handle, dispose } = await createTestDatabase();
  setDatabaseHandle(source.handle);
  const folder = mkdtempSync(path.join(work, 'uploads-'));
  return {
    handle,
    storage: localDiskStorage(folder),
    close: async () => {
      setDatabaseHandle(handle);
      await dispose();
      setDatabaseHandle(source.handle);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** The archive's members as name → text (this site has no media). */
async function membersOf(file: string): Promise<Map<string, string>> {
  const extract = tarExtract();
  Readable.from([gunzipSync(readFileSync(file))]).pipe(extract as unknown as NodeJS.WritableStream);
  const members = new Map<string, string>();
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    members.set(entry.header.name, Buffer.concat(chunks).toString('utf8'));
  }
  return members;
}

const rowsOf = (members: Map<string, string>, table: string) =>
  (members.get(`data/${table}.jsonl`) ?? '')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

async function restoreInto(level: Level) {
  const target = await freshInstall();
  const report = await restoreSite(createReadStream(archives[level]), { db: target.handle.db, storage: target.storage });
  return { target, report };
}

beforeAll(async () => {
  source = { handle: databaseHandle(), storage: getStorage() };
  resetRateLimitsForTests();
  const db = getDb();
  manager = await registerUser();
  await db.update(users).set({ isManager: true, isSuperManager: true }).where(eq(users.id, manager.id));
  // The authenticator app, set up as a manager does it: its secret sealed, ten recovery codes.
  const started = await startRoute(
    apiRequest('/api/user/two-factor/totp', {
      method: 'POST',
      body: { current_password: manager.password },
      headers: bearer(manager.token),
    }),
    noParams,
  );
  totpSecret = (await json<{ data: { secret: string } }>(started)).data.secret;
  const confirmed = await confirmRoute(
    apiRequest('/api/user/two-factor/totp/confirm', {
      method: 'POST',
      body: { code: codeFor(totpSecret) },
      headers: bearer(manager.token),
    }),
    noParams,
  );
  expect(confirmed.status).toBe(200);
  await db.insert(passkeys).values({ userId: manager.id, credentialId: 'cred-secrets', publicKey: 'cose-key', name: 'Laptop' });
  await db.insert(integrationTokens).values({
    name: 'Newsletter',
    tokenHash: 'd'.repeat(64),
    prefix: 'dvz_secrets',
    scopes: ['content:read'],
    expiresAt: new Date(Date.now() + 86_400_000),
    createdBy: manager.id,
  });
  await db.insert(knownDevices).values({ userId: manager.id, deviceKey: 'firefox|linux|desktop' }).onConflictDoNothing();
  // A webhook endpoint as createWebhookEndpoint stores it (that verb resolves the host, which a test cannot).
  webhookId = randomUUID();
  webhookSecret = `whsec_${Buffer.from('a webhook secret of thirty-two b').toString('base64')}`;
  await db.insert(webhookEndpoints).values({
    id: webhookId,
    url: 'https://hooks.example.com/darvazeh',
    events: ['content.published'],
    secretCiphertext: await seal(db, webhookSecret, webhookId),
    createdBy: manager.id,
  });

  const [key] = await db.select().from(appSecrets).where(eq(appSecrets.name, 'sealed-secrets-key'));
  sealingKey = key!.value;
  const [credential] = await db.select().from(totpCredentials).where(eq(totpCredentials.userId, manager.id));
  sealedTotp = credential!.secretCiphertext;

  for (const level of Object.keys(archives) as Level[]) {
    const out = createWriteStream(archives[level]);
    await exportSite(out, options[level]);
    await finished(out);
  }
}, 120_000);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  resetEnvForTests();
});

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('what each level of archive holds', () => {
  it('classifies every table of the schema, so a new one cannot travel before someone decides', () => {
    const tables = (Object.values(schema).filter((value) => is(value, PgTable)) as unknown as PgTable[]).map(
      (table) => getTableConfig(table).name,
    );
    expect(Object.keys(TABLE_TRAVEL).sort()).toEqual([...tables].sort());
    expect(Object.entries(TABLE_TRAVEL).filter(([, travel]) => travel === 'accounts' || travel === 'secrets')).toEqual(
      expect.arrayContaining(SECRET_TABLES.map((name) => [name, name === 'app_secrets' ? 'secrets' : 'accounts'])),
    );
  });

  it('an ordinary archive holds no account secret, no sealed secret and not the sealing key', async () => {
    const members = await membersOf(archives.ordinary);
    for (const table of SECRET_TABLES) expect(members.has(`data/${table}.jsonl`), table).toBe(false);
    expect(rowsOf(members, 'users').every((row) => row.password_hash === null)).toBe(true);
    expect(rowsOf(members, 'webhook_endpoints')).toEqual([expect.objectContaining({ id: webhookId, secret_ciphertext: null })]);
    for (const [name, text] of members) {
      expect(text.includes(sealingKey), name).toBe(false);
      expect(text.includes(sealedTotp), name).toBe(false);
    }
    expect(JSON.parse(members.get('manifest.json')!)).toMatchObject({ with_accounts: false, with_secrets: false });
  });

  it('with accounts it adds the hashes and the security rows, sealed, but not the key', async () => {
    const members = await membersOf(archives.accounts);
    for (const table of SECRET_TABLES.filter((name) => name !== 'app_secrets'))
      expect(members.has(`data/${table}.jsonl`), table).toBe(true);
    expect(members.has('data/app_secrets.jsonl')).toBe(false);
    expect(rowsOf(members, 'users').find((row) => row.id === manager.id)!.password_hash).toMatch(/^\$argon2id\$/);
    expect(rowsOf(members, 'totp_credentials')).toEqual([
      expect.objectContaining({ user_id: manager.id, secret_ciphertext: sealedTotp }),
    ]);
    expect(rowsOf(members, 'recovery_codes')).toHaveLength(10);
    for (const [name, text] of members) expect(text.includes(sealingKey), name).toBe(false);
    expect(JSON.parse(members.get('manifest.json')!)).toMatchObject({ with_accounts: true, with_secrets: false });
  });

  it('with secrets as well it adds the sealing key', async () => {
    const members = await membersOf(archives.secrets);
    expect(JSON.parse(members.get('manifest.json')!)).toMatchObject({ with_accounts: true, with_secrets: true });
    for (const table of SECRET_TABLES) expect(members.has(`data/${table}.jsonl`), table).toBe(true);
    expect(rowsOf(members, 'app_secrets')).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'sealed-secrets-key', value: sealingKey })]),
    );
  });

  it('refuses the key without the accounts it seals', async () => {
    const out = createWriteStream(path.join(work, 'refused.tar.gz'));
    await expect(exportSite(out, { withAccounts: false, withSecrets: true })).rejects.toThrow(/only with the accounts/);
    out.destroy();
  });
});

describe('restoring each level into a fresh install', () => {
  /** What the manager meets on the new install: their second-factor methods and whether the panel sends them to enrol. */
  async function secondFactorOf(db: Database) {
    vi.stubEnv('MANAGER_2FA', 'required');
    resetEnvForTests();
    return { methods: await secondFactorMethods(db, manager.id), mustEnrol: await managerMustEnrol(manager.id, db) };
  }

  it('an ordinary archive: no second factor travels, so the manager is sent to enrol; webhooks need a new secret', async () => {
    const { target, report } = await restoreInto('ordinary');
    try {
      const db = target.handle.db;
      expect(await secondFactorOf(db)).toEqual({ methods: [], mustEnrol: true });
      expect(await db.select().from(recoveryCodes)).toEqual([]);
      expect(await db.select().from(integrationTokens)).toEqual([]);
      const [endpoint] = await db.select().from(webhookEndpoints);
      expect(endpoint!.enabled).toBe(false);
      expect(await unseal(db, endpoint!.secretCiphertext, webhookId)).not.toBe(webhookSecret);
      expect(report.webhooksWithoutSecret).toBe(1);
    } finally {
      await target.close();
    }
  }, 60_000);

  it('with accounts but no key: passwords work, the sealed authenticator is dropped and its owner told to enrol again', async () => {
    const { target, report } = await restoreInto('accounts');
    try {
      const db = target.handle.db;
      const [user] = await db.select().from(users).where(eq(users.id, manager.id));
      expect(await verifyPassword(user!.passwordHash, manager.password)).toBe(true);
      expect(report.secondFactorsReset).toBe(1);
      // The passkey needs no key and still works; the authenticator app and its recovery codes are gone.
      expect(await secondFactorOf(db)).toEqual({ methods: ['passkey'], mustEnrol: false });
      await db.delete(passkeys);
      expect((await secondFactorOf(db)).mustEnrol).toBe(true);
      expect(await db.select().from(totpCredentials)).toEqual([]);
      expect(await db.select().from(recoveryCodes)).toEqual([]);
      const told = await db
        .select({ title: notifications.titleEn, link: notifications.link })
        .from(notificationDeliveries)
        .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
        .where(eq(notificationDeliveries.userId, manager.id));
      expect(told).toContainEqual({ title: 'Set up your second factor again', link: '/user/panel/setting' });
      expect(report.webhooksWithoutSecret).toBe(1);
    } finally {
      await target.close();
    }
  }, 60_000);

  it('with the key: the authenticator app still signs in and webhooks keep their secret', async () => {
    const { target, report } = await restoreInto('secrets');
    try {
      const db = target.handle.db;
      expect(report).toMatchObject({ secondFactorsReset: 0, webhooksWithoutSecret: 0 });
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 60_000);
      expect(await acceptTotpCode(db, manager.id, codeFor(totpSecret))).toBe(true);
      expect((await secondFactorOf(db)).methods).toEqual(['totp', 'recovery', 'passkey']);
      const [endpoint] = await db.select().from(webhookEndpoints);
      expect(endpoint!.enabled).toBe(true);
      expect(await unseal(db, endpoint!.secretCiphertext, webhookId)).toBe(webhookSecret);
    } finally {
      await target.close();
    }
  }, 60_000);
});
