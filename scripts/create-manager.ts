// npm run manager:create -- --email a@b.c [--password …] [--super]: creates or promotes a manager.
import { parseArgs } from 'node:util';
import { closeDatabase, databaseHandle } from '@/server/db/client';
import { runMigrations } from '@/server/db/migrate';
import { createOrPromoteManager } from '@/server/services/accounts/create-or-promote-manager';
import { systemWriter } from '@/server/services/context';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      super: { type: 'boolean', default: false },
    },
  });
  if (!values.email) {
    console.error('Usage: npm run manager:create -- --email <address> [--password <password>] [--super]');
    process.exitCode = 1;
    return;
  }
  await runMigrations(databaseHandle());
  const { user, created } = await createOrPromoteManager({
    input: { email: values.email, password: values.password, isSuperManager: values.super ?? false },
    by: systemWriter(),
  });
  const role = user.isSuperManager ? 'super manager' : 'manager';
  console.info(`${created ? 'Created' : 'Promoted'} ${user.email} (username ${user.username}) as ${role}.`);
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => closeDatabase());
