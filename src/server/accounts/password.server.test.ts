import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_LENGTH, hashPassword, passwordProblem, verifyDecoy, verifyPassword } from './password.server.ts';

// Real scrypt hashes (about 60 ms each here, far more on a busy machine): generous timeouts.
describe('staff passwords', { timeout: 30_000 }, () => {
  it('hashes with scrypt, a random salt and the parameters kept beside the key', async () => {
    const [a, b] = await Promise.all([hashPassword('correct horse battery'), hashPassword('correct horse battery')]);
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(a).not.toBe(b); // another salt
    expect(await verifyPassword('correct horse battery', a)).toBe(true);
    expect(await verifyPassword('correct horse batterY', a)).toBe(false);
    expect(await verifyPassword('', a)).toBe(false);
    expect(await verifyPassword('correct horse battery', 'md5$abc')).toBe(false);
  });

  it('verifies an old hash by the parameters stored with it', async () => {
    const cheap = await hashPassword('an older password', { N: 1024, r: 8, p: 1 });
    expect(cheap.startsWith('scrypt$1024$8$1$')).toBe(true);
    expect(await verifyPassword('an older password', cheap)).toBe(true);
  });

  it('refuses passwords shorter than 12 characters', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(12);
    expect(passwordProblem('elevenchars')).toMatch(/at least 12/);
    expect(passwordProblem('twelve chars')).toBeNull();
  });

  it('an unknown user costs a full hash too: the decoy takes about as long as a real check', async () => {
    const stored = await hashPassword('the real password');
    await verifyDecoy('warm up the decoy hash');
    // Interleaved, so a busy machine slows both alike.
    let real = 0;
    let decoy = 0;
    for (let i = 0; i < 6; i++) {
      let started = performance.now();
      await verifyPassword('a wrong password', stored);
      real += performance.now() - started;
      started = performance.now();
      await verifyDecoy('a wrong password');
      decoy += performance.now() - started;
    }
    expect(await verifyDecoy('the real password')).toBe(false);
    expect(decoy / real).toBeGreaterThan(0.4);
    expect(decoy / real).toBeLessThan(2.5);
  });
});
