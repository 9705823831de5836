// Creates a staff account in the store, e.g. the first admin:
//   npm run create-user -- --username NAME --role admin
// The password comes from STAFF_PASSWORD, else it is asked for on standard input (at least 12 characters).
// DATA_DIR (or DATABASE_URL) and TENANT name the store and the tenant, as for the server.
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { FIXTURE_TENANT } from '../schemas/constants.ts';
import { AccountError, createUser } from '../src/server/accounts/users.server.ts';
import { passwordProblem } from '../src/server/accounts/password.server.ts';
import { Store } from '../src/server/store/store.server.ts';

const { values } = parseArgs({ options: { username: { type: 'string' }, role: { type: 'string', default: 'editor' } } });
if (!values.username || (values.role !== 'editor' && values.role !== 'admin')) {
  console.error('Usage: npm run create-user -- --username NAME [--role editor|admin]  (password from STAFF_PASSWORD or standard input)');
  process.exit(2);
}

/** One line from standard input; on a terminal the typed characters are not echoed. */
function readPassword() {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
    if (process.stdin.isTTY) {
      process.stdout.write('Password: ');
      rl._writeToOutput = () => {};
    }
    rl.once('line', (line) => {
      resolve(line); // before close, whose handler answers '' (no line at all)
      if (process.stdin.isTTY) process.stdout.write('\n');
      rl.close();
    });
    rl.once('close', () => resolve(''));
  });
}

const password = process.env.STAFF_PASSWORD ?? (await readPassword());
const weak = passwordProblem(password);
if (weak) {
  console.error(`Refused: ${weak}.`);
  process.exit(1);
}
const store = await Store.connect({ dataDir: process.env.DATA_DIR ?? './data', databaseUrl: process.env.DATABASE_URL });
try {
  const user = await createUser(store, process.env.TENANT ?? FIXTURE_TENANT, { username: values.username, password, role: values.role });
  console.info(`Created ${user.role} "${user.username}" (id ${user.id}).`);
} catch (error) {
  console.error(`Refused: ${error instanceof AccountError ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await store.close();
}
