import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureSecrets, secretPath } from './secrets.server.ts';

describe('ensureSecrets', () => {
  let dataDir = '';
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'secrets-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('makes each unset secret once, in a file only its owner can read, and logs where it is, never its value', () => {
    const environment: NodeJS.ProcessEnv = {};
    const lines: string[] = [];
    const made = ensureSecrets(dataDir, environment, (line) => lines.push(line));
    expect(made.STAFF_TOKEN.length).toBeGreaterThanOrEqual(32);
    expect(made.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(made.SESSION_SECRET).not.toBe(made.STAFF_TOKEN);
    expect(environment).toMatchObject(made);
    for (const name of ['STAFF_TOKEN', 'SESSION_SECRET'] as const) {
      const file = secretPath(dataDir, name);
      expect(readFileSync(file, 'utf8').trim()).toBe(made[name]);
      expect(statSync(file).mode & 0o777).toBe(0o600);
    }
    expect(statSync(join(dataDir, 'secrets')).mode & 0o777).toBe(0o700);
    expect(lines).toHaveLength(2);
    expect(lines.join('\n')).toContain(secretPath(dataDir, 'STAFF_TOKEN'));
    for (const value of Object.values(made)) expect(lines.join('\n')).not.toContain(value);
  });

  it('reuses the kept secrets on the next start, so sessions and the staff token survive a restart', () => {
    const first = ensureSecrets(dataDir, {}, () => {});
    const lines: string[] = [];
    expect(ensureSecrets(dataDir, {}, (line) => lines.push(line))).toEqual(first);
    expect(lines.every((line) => line.includes('using the one kept'))).toBe(true);
  });

  it('leaves configured secrets alone and writes no file for them', () => {
    const environment = { STAFF_TOKEN: 'configured-staff-token-0123', SESSION_SECRET: 'configured-session-secret-01' };
    const lines: string[] = [];
    expect(ensureSecrets(dataDir, environment, (line) => lines.push(line))).toEqual(environment);
    expect(lines).toEqual([]);
    expect(() => statSync(secretPath(dataDir, 'STAFF_TOKEN'))).toThrow();
  });

  it('tightens a kept file that others could read, and refuses one that holds no secret', () => {
    const { STAFF_TOKEN } = ensureSecrets(dataDir, {}, () => {});
    const file = secretPath(dataDir, 'STAFF_TOKEN');
    chmodSync(file, 0o644);
    expect(ensureSecrets(dataDir, {}, () => {}).STAFF_TOKEN).toBe(STAFF_TOKEN);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    writeFileSync(file, 'short\n');
    expect(() => ensureSecrets(dataDir, {}, () => {})).toThrow(/delete it/);
  });
});
