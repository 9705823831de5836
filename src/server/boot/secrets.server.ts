import { randomBytes } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Secrets the server needs and a fresh install does not configure (docs/decisions/0007-boot-secrets.md): each
 * unset one is generated once and kept in DATA_DIR/secrets/ (mode 0600), so a restart keeps the staff token and
 * every signed-in session. The log names the file, never the value.
 */
export const SECRET_FILES = { STAFF_TOKEN: 'staff-token', SESSION_SECRET: 'session-secret' } as const;
export type SecretName = keyof typeof SECRET_FILES;

const MIN_LENGTH = 16;

export function secretPath(dataDir: string, name: SecretName): string {
  return join(dataDir, 'secrets', SECRET_FILES[name]);
}

function readSecret(file: string): string {
  const value = readFileSync(file, 'utf8').trim();
  if (value.length < MIN_LENGTH)
    throw new Error(`${file} holds no secret of at least ${MIN_LENGTH} characters: delete it to have a new one made`);
  // Kept readable by its owner only, whoever created it.
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  return value;
}

/**
 * The secret kept in `file`, made now if there is none. Two processes starting at once agree on one value: the
 * new secret is written in full to a temporary file and linked into place, which fails for all but the first.
 */
function keptSecret(file: string): { value: string; created: boolean } {
  try {
    return { value: readSecret(file), created: false };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temp, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  let created = false;
  try {
    linkSync(temp, file);
    created = true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temp);
  }
  return { value: readSecret(file), created };
}

/**
 * STAFF_TOKEN and SESSION_SECRET for this start: the environment's when set, else the kept ones. Sets them in
 * `environment` (the workers inherit it) and answers where each came from.
 */
export function ensureSecrets(
  dataDir: string,
  environment: NodeJS.ProcessEnv = process.env,
  log: (line: string) => void = console.info,
): Record<SecretName, string> {
  const names = Object.keys(SECRET_FILES) as SecretName[];
  mkdirSync(join(dataDir, 'secrets'), { recursive: true, mode: 0o700 });
  for (const name of names) {
    if (environment[name]) continue;
    const file = secretPath(dataDir, name);
    const { value, created } = keptSecret(file);
    environment[name] = value;
    log(`${name} is not set: ${created ? 'made one and kept it' : 'using the one kept'} in ${file}`);
  }
  return { STAFF_TOKEN: environment.STAFF_TOKEN ?? '', SESSION_SECRET: environment.SESSION_SECRET ?? '' };
}
