import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** Staff passwords are at least this long (no other rule: length is what resists guessing). */
export const MIN_PASSWORD_LENGTH = 12;
/** A password longer than this is refused before hashing (scrypt of megabytes would be a cheap way to burn CPU). */
export const MAX_PASSWORD_LENGTH = 256;

/** scrypt cost: N = 2^15, r = 8, p = 1 (32 MiB, ~60 ms here): OWASP's floor is 2^17 × 8 / 1 or this memory/time mix. */
const DEFAULTS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_BYTES = 64;

function derive(password: string, salt: Buffer, options: { N: number; r: number; p: number }): Promise<Buffer> {
  const scryptOptions: ScryptOptions = { ...options, maxmem: 256 * options.N * options.r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, scryptOptions, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** What is wrong with a new password, or null: only length is checked. */
export function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `Passwords have at least ${MIN_PASSWORD_LENGTH} characters`;
  if (password.length > MAX_PASSWORD_LENGTH) return `Passwords have at most ${MAX_PASSWORD_LENGTH} characters`;
  return null;
}

/**
 * `scrypt$N$r$p$salt$key` (base64url): the parameters travel with the hash, so raising the cost later leaves
 * old hashes verifiable. The salt is 16 random bytes per password.
 */
export async function hashPassword(password: string, options: { N: number; r: number; p: number } = DEFAULTS): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, options);
  return ['scrypt', options.N, options.r, options.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** True when `password` matches `stored`; the comparison takes the same time wherever the keys differ. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  // An over-long password is still hashed (its first part), so its answer takes as long as any other.
  const actual = await derive(password.slice(0, MAX_PASSWORD_LENGTH), Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected) && password.length <= MAX_PASSWORD_LENGTH;
}

let decoy: Promise<string> | undefined;
/**
 * An unknown username costs the same as a known one (no account enumeration by timing): the password is
 * checked against a decoy hash of the same cost, and the answer is always false.
 */
export async function verifyDecoy(password: string): Promise<false> {
  decoy ??= hashPassword(randomBytes(18).toString('base64url'));
  await verifyPassword(password, await decoy);
  return false;
}
