import { describe, expect, it } from 'vitest';
import { importOptionsOf } from './cli.server.ts';

const settings = { SIDEARM_API_URL: 'https://api.example.edu', SIDEARM_TENANT: 'example', TENANT: 'example-state', DATA_DIR: '/srv/site' };

const refusal = async (argv: string[], environment: Record<string, string>) => {
  try {
    await importOptionsOf(argv, environment);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('npm run sidearm:import settings and flags', () => {
  it('reads the settings, with SIDEARM`s /api/v2 under a bare origin and 4 requests at once by default', async () => {
    expect(await importOptionsOf(['--dry-run', '--only', 'stories,Staff'], settings)).toMatchObject({
      apiUrl: 'https://api.example.edu/api/v2',
      sidearmTenant: 'example',
      tenant: 'example-state',
      dataDir: '/srv/site',
      concurrency: 4,
      dryRun: true,
      replace: false,
      only: ['Stories', 'Staff'],
    });
    const withPath = await importOptionsOf([], { ...settings, SIDEARM_API_URL: 'https://api.example.edu/v2/', SIDEARM_CONCURRENCY: '8' });
    expect(withPath).toMatchObject({ apiUrl: 'https://api.example.edu/v2', concurrency: 8 });
  });

  it('refuses to run beside CONTENT_API_URL, or without the SIDEARM settings', async () => {
    expect(await refusal([], { ...settings, CONTENT_API_URL: 'https://content.example.edu' })).toMatch(/CONTENT_API_URL is set/);
    const missing = await refusal([], { TENANT: 'example-state' });
    expect(missing).toMatch(/SIDEARM_API_URL is required/);
    expect(missing).toMatch(/SIDEARM_TENANT is required/);
  });

  it('takes http only on this machine, and 1 to 8 requests at once', async () => {
    expect(await refusal([], { ...settings, SIDEARM_API_URL: 'http://api.example.edu' })).toMatch(/http only on localhost/);
    expect(await refusal([], { ...settings, SIDEARM_API_URL: 'https://api.example.edu/?tenant=x' })).toMatch(/without query/);
    expect(await refusal([], { ...settings, SIDEARM_API_URL: 'http://127.0.0.1:4010' })).toBeNull();
    expect(await refusal([], { ...settings, SIDEARM_CONCURRENCY: '9' })).toMatch(/SIDEARM_CONCURRENCY is a whole number from 1 to 8/);
    expect(await refusal([], { ...settings, SIDEARM_CONCURRENCY: '0' })).toMatch(/SIDEARM_CONCURRENCY/);
  });

  it('takes --since as an ISO 8601 date or date and time (UTC without a zone), and refuses another', async () => {
    expect((await importOptionsOf([], settings)).since).toBeNull();
    expect((await importOptionsOf(['--since', '2026-11-01'], settings)).since).toEqual(new Date('2026-11-01T00:00:00Z'));
    expect((await importOptionsOf(['--since', '2026-11-01T06:30'], settings)).since).toEqual(new Date('2026-11-01T06:30:00Z'));
    expect((await importOptionsOf(['--since', '2026-11-01T06:30:00-05:00'], settings)).since).toEqual(new Date('2026-11-01T11:30:00Z'));
    for (const bad of ['yesterday', '2026-02-30', '11/01/2026', '2026-11-01T25:00'])
      expect(await refusal(['--since', bad], settings)).toMatch(`--since: "${bad}" is not an ISO 8601 date`);
    expect(await refusal(['--since', '2999-01-01'], settings)).toMatch('--since: 2999-01-01 is in the future');
  });

  it('names the resources --only knows when given another', async () => {
    expect(await refusal(['--only', 'Boxscores'], settings)).toBe(
      '--only: unknown resource "Boxscores" (known: Sports, Seo, Google, Analytics/settings, Mobile/settings, Navigation, Rosters, Staff, Stories, Schedules)',
    );
    expect(await refusal(['--everything'], settings)).toMatch(/Unknown option '--everything'/);
  });
});
