// Imports a school's content from its SIDEARM v2 API into the store in DATA_DIR (tenant TENANT): README,
// "Switching from SIDEARM", and docs/decisions/0034-sidearm-import.md. Run --dry-run first.
//   SIDEARM_API_URL=https://… SIDEARM_TENANT=… TENANT=… npm run sidearm:import -- --dry-run
import { main } from '../src/server/sidearm/cli.server.ts';

try {
  process.exitCode = await main(process.argv.slice(2), process.env);
} catch (error) {
  console.error(`The import failed: ${error instanceof Error ? error.stack : error}`);
  process.exitCode = 1;
}
