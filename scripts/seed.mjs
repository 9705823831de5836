// Seeds the demo school (fixtures/school) into the store in DATA_DIR (default ./data), once: a store that
// already holds its tenant is left alone. `npm start` runs this by itself on an empty DATA_DIR; the server's
// build contains no fixture. Node runs the TypeScript sources directly (type stripping).
//   npm run seed            DATA_DIR=/srv/athletics npm run seed
import { seedDemo } from '../src/server/boot/seed-demo.server.ts';

try {
  await seedDemo(process.env.DATA_DIR || './data');
} catch (error) {
  console.error(`Seeding failed: ${error instanceof Error ? error.stack : error}`);
  process.exitCode = 1;
}
