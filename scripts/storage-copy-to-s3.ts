/**
 * `npm run storage:copy-to-s3`: copies an existing `DATA_DIR/uploads` into the bucket named by
 * S3_BUCKET (and the other S3_* variables). Safe to run again: objects already there are skipped,
 * so an interrupted copy resumes where it stopped.
 */
import path from 'node:path';
import { env } from '../src/env';
import { getStorage } from '../src/server/storage';
import { copyUploads } from '../src/server/storage/copy';

async function main(): Promise<void> {
  const { S3_BUCKET, DATA_DIR } = env();
  if (!S3_BUCKET) throw new Error('Set S3_BUCKET (and S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY) first.');
  const root = path.resolve(DATA_DIR, 'uploads');
  console.log(`[darvazeh] copying ${root} → s3://${S3_BUCKET}`);
  const report = await copyUploads(root, getStorage(), (key) => console.log(`  ${key}`));
  console.log(`[darvazeh] ${report.copied} copied, ${report.skipped} already there`);
}

main().catch((error: unknown) => {
  console.error('[darvazeh] copy failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
