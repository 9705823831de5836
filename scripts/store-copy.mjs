// Copies a SQLite store into an empty PostgreSQL database and its files into the configured blob store:
//   DATABASE_URL=postgres://… [FILE_STORE=s3 S3_BUCKET=…] npm run store:copy -- [--from-data-dir DIR] [--replace]
// README, "Copying a store to PostgreSQL", and docs/decisions/0036-store-copy.md.
import { parseArgs } from 'node:util';
import { parseEnv } from '../src/server/env.server.ts';
import { configuredBlobStore } from '../src/server/files/file-store.server.ts';
import { copyStore, CopyRefusedError } from '../src/server/store/copy.server.ts';

const { values } = parseArgs({
  options: { 'from-data-dir': { type: 'string' }, replace: { type: 'boolean', default: false } },
});
const dataDir = process.env.DATA_DIR ?? './data';
const fromDataDir = values['from-data-dir'] ?? dataDir;
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('Usage: DATABASE_URL=postgres://… npm run store:copy -- [--from-data-dir DIR] [--replace]');
  process.exit(2);
}
try {
  const blobs = configuredBlobStore(parseEnv(process.env), dataDir);
  const report = await copyStore({ fromDataDir, databaseUrl, blobs, replace: values.replace });
  if (!report.ok) {
    console.error(`The copy found ${report.blobs.problems.length} mismatch(es): see the MISMATCH lines above.`);
    process.exitCode = 1;
  } else {
    console.info('Copied: every table and file matches.');
  }
} catch (error) {
  console.error(
    error instanceof CopyRefusedError
      ? `Refused: ${error.message}`
      : `The copy failed (nothing was written to PostgreSQL): ${error instanceof Error ? error.message : error}`,
  );
  process.exitCode = 1;
}
