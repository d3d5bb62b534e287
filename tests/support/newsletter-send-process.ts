/**
 * A sender in a process of its own, for the kill -9 test: it sends one issue from the ledger of
 * the PostgreSQL database named by DATABASE_URL, as a job worker would, until it is killed.
 * `node --import tsx tests/support/newsletter-send-process.ts <issue id>`
 */
import { openDatabase, setDatabaseHandle } from '../../src/server/db/client';
import { runIssueSend } from '../../src/server/services/newsletter/send';

const issueId = process.argv[2];
if (!issueId || !process.env.DATABASE_URL) throw new Error('usage: DATABASE_URL=… newsletter-send-process.ts <issue id>');
setDatabaseHandle(openDatabase({ url: process.env.DATABASE_URL }));
runIssueSend({ issueId }).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
