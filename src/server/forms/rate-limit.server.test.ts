import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Store } from '../store/store.server.ts';
import { RateLimiter } from './rate-limit.server.ts';

const dir = mkdtempSync(join(tmpdir(), 'rate-limit-'));
// Two connections to one store file: two worker processes, as `npm start` runs them.
const workerA = Store.open(dir);
const workerB = Store.open(dir);
afterAll(() => {
  workerA.close();
  workerB.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('rate limits', () => {
  it('hold across worker processes: the limit is shared, not multiplied', async () => {
    const limiterA = new RateLimiter('test', 3, 60_000);
    const limiterB = new RateLimiter('test', 3, 60_000);
    const now = 1_000_000;
    expect([
      await limiterA.hit(workerA, 'ip1', now),
      await limiterB.hit(workerB, 'ip1', now),
      await limiterA.hit(workerA, 'ip1', now),
    ]).toEqual([0, 0, 0]);
    expect(await limiterB.hit(workerB, 'ip1', now + 1000)).toBe(59);
    expect(await limiterA.hit(workerA, 'ip2', now)).toBe(0); // another client has its own window
    expect(await limiterA.hit(workerA, 'ip1', now + 60_000)).toBe(0); // a new window
  });

  it('keeps separate limits apart', async () => {
    const forms = new RateLimiter('forms', 1, 60_000);
    const login = new RateLimiter('login', 1, 60_000);
    expect(await forms.hit(workerA, 'ip', 5)).toBe(0);
    expect(await login.hit(workerA, 'ip', 5)).toBe(0);
    expect(await forms.hit(workerA, 'ip', 6)).toBeGreaterThan(0);
  });
});
