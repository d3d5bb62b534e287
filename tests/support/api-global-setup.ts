/**
 * Once per API run: one database migrated up front, which every test file then copies (a PGlite
 * dump, or a PostgreSQL template database) instead of running every migration again itself.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@/server/db/client';
import { runMigrations } from '@/server/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory dump (PGlite runs) or a template database name (PostgreSQL runs). */
    migratedDatabase: { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; template: string };
  }
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = openDatabase({ dataDir: 'memory://' });
    await runMigrations(handle);
    const client = (handle.connection as { client: PGlite }).client;
    const folder = mkdtempSync(path.join(tmpdir(), 'darvazeh-api-db-'));
    const dumpFile = path.join(folder, 'migrated.tar');
    writeFileSync(dumpFile, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    await handle.close();
    project.provide('migratedDatabase', { kind: 'pglite', dumpFile });
    return async () => rmSync(folder, { recursive: true, force: true });
  }
  const template = `darvazeh_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${template}`);
  const url = new URL(serverUrl);
  url.pathname = `/${template}`;
  const handle = openDatabase({ url: url.toString() });
  await runMigrations(handle);
  // A template may have no open connection while databases are copied from it.
  await handle.close();
  project.provide('migratedDatabase', { kind: 'postgres', template });
  return async () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
}
