// Several render machines behind one balancer (issue "Game day on several machines"): A and B, each the built
// server with two workers, take requests in turn from a round-robin proxy, on one store: a SQLite file on a disk
// both processes share (one machine), or PostgreSQL and an S3-compatible bucket with an empty DATA_DIR each (what a
// school runs on several machines). Whatever a fan or an editor does through one machine holds on the other.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import type { Page } from '@playwright/test';
import pg from 'pg';
import { FORM_IDS, LIMITED_FORM_MAX } from '../../fixtures/school/forms.ts';
import { buildSchool } from '../../fixtures/school/index.ts';
import { startPostgresCluster, type PostgresCluster } from '../support/postgres-cluster.ts';
import { startS3Server } from '../support/s3-server-process.ts';
import { E2E_SITE_NOW, E2E_STAFF_PASSWORD, E2E_STAFF_TOKEN, E2E_STAFF_USERNAME, TENANT } from './constants.ts';
import { expect, signInAsStaff, test } from './fixtures.ts';
import { roundRobinProxy, type RoundRobinProxy } from './round-robin-proxy.ts';
import { freePort, stopServer, untilHealthy } from './server-process.ts';

interface Machines {
  a: string;
  b: string;
  balancer: RoundRobinProxy;
  /** The shared PostgreSQL cluster, when the store is on one. */
  database: PostgresCluster | null;
  /** Kills machine B at once, every process of it (SIGKILL to its process group), as a machine dies. */
  killB(): void;
  stop(): Promise<void>;
}

type StoreKind = 'sqlite' | 'postgres';

/** A machine: the built server as `npm start` runs it, with two workers, on the shared store. */
function startMachine(dataDir: string, port: number, shared: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['server.mjs'], {
    stdio: 'ignore',
    // A process group of its own (the primary and its workers), so a test can kill the whole machine.
    detached: true,
    env: {
      ...process.env,
      ...shared,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Secrets are set explicitly, the same on every machine (a machine generating its own would sign its own).
      STAFF_TOKEN: E2E_STAFF_TOKEN,
      SESSION_SECRET: 'several-machines-session-secret',
      ADMIN_USERNAME: E2E_STAFF_USERNAME,
      ADMIN_PASSWORD: E2E_STAFF_PASSWORD,
      SITE_NOW: E2E_SITE_NOW,
      WEB_CONCURRENCY: '2',
      TRUST_PROXY: 'loopback',
    },
  });
}

/** A and B started at once on one empty store, and the balancer in front of them. */
async function startMachines(kind: StoreKind): Promise<Machines> {
  const cleanups: (() => Promise<void> | void)[] = [];
  const dataDirOf = () => {
    const dir = mkdtempSync(join(tmpdir(), 'machines-e2e-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    return dir;
  };
  let shared: Record<string, string> = {};
  let dataDirs: [string, string];
  let database: PostgresCluster | null = null;
  if (kind === 'postgres') {
    database = await startPostgresCluster();
    const cluster = database;
    cleanups.push(() => cluster.stop());
    const bucket = await startS3Server();
    cleanups.push(() => bucket.close());
    const { settings } = bucket;
    shared = {
      DATABASE_URL: database.url,
      FILE_STORE: 's3',
      S3_BUCKET: settings.bucket,
      S3_ENDPOINT: settings.endpoint!,
      S3_REGION: settings.region!,
      S3_ACCESS_KEY_ID: settings.accessKeyId!,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey!,
      S3_PREFIX: settings.prefix ?? '',
    };
    // Nothing on a machine's own disk is shared: each starts on an empty DATA_DIR of its own.
    dataDirs = [dataDirOf(), dataDirOf()];
  } else {
    const dir = dataDirOf();
    dataDirs = [dir, dir];
  }
  const [portA, portB] = [await freePort(), await freePort()];
  const machines = [startMachine(dataDirs[0], portA, shared), startMachine(dataDirs[1], portB, shared)];
  const [a, b] = [`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`];
  await Promise.all([untilHealthy(a, 90_000), untilHealthy(b, 90_000)]);
  const balancer = await roundRobinProxy([a, b]);
  return {
    a,
    b,
    balancer,
    database,
    killB() {
      process.kill(-machines[1]!.pid!, 'SIGKILL');
    },
    async stop() {
      await balancer.close();
      await Promise.all(machines.map((machine) => stopServer(machine)));
      for (const cleanup of cleanups.reverse()) await cleanup();
    },
  };
}

for (const kind of ['sqlite', 'postgres'] as const)
  test.describe(`several machines behind one balancer, on ${kind === 'sqlite' ? 'one SQLite file' : 'PostgreSQL and a bucket'}`, () => {
    test.describe.configure({ mode: 'serial' });
    let machines: Machines;
    test.beforeAll(async () => {
      test.setTimeout(150_000);
      machines = await startMachines(kind);
    });
    test.afterAll(async () => {
      await machines?.stop();
    });

    test('a sign-in on A works on B, and a sign-out on B ends it on A', async ({ page }) => {
      await page.goto(`${machines.a}/login?returnTo=%2Fadmin`);
      await signInAsStaff(page);
      await expect(page).toHaveURL(`${machines.a}/admin`);
      // The browser sends the session cookie to B (one host name): B knows the session A started.
      await page.goto(`${machines.b}/admin`);
      await expect(page).toHaveURL(`${machines.b}/admin`);
      await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(`${machines.b}/`);
      // Ended in the shared store: A no longer lets it in either.
      await page.goto(`${machines.a}/admin`);
      await expect(page).toHaveURL(/\/login\?returnTo=/);
    });

    test('a layout published on A is what B serves next', async ({ playwright }) => {
      const staff = (origin: string) =>
        playwright.request.newContext({
          baseURL: origin,
          extraHTTPHeaders: { tenant: TENANT, authorization: `Bearer ${E2E_STAFF_TOKEN}` },
        });
      const onA = await staff(machines.a);
      const template = '/api/v2/admin/templates/homepage';
      const { live } = (await (await onA.get(template)).json()) as { live: { version: number; template: Template } };
      const title = `Picks from A ${Date.now().toString(36)}`;
      const draft = withTitle(live.template, 'top-stories', title);
      expect((await onA.put(`${template}/draft`, { data: { template: draft, baseVersion: live.version } })).status()).toBe(200);
      // B renders home first, so a stale copy of it would be in B's page cache.
      expect(await (await fetch(`${machines.b}/`)).text()).not.toContain(title);
      expect((await onA.post(`${template}/publish`, { data: { baseVersion: live.version, note: 'From machine A' } })).status()).toBe(200);
      // Every process of A and B serves it as soon as the database tells it (well within a second; the process that
      // wrote, at once: SharedVersion's tests).
      const published = Date.now();
      for (const origin of [machines.a, machines.b])
        await expect.poll(async () => (await fetch(`${origin}/`)).text(), { timeout: 1000, intervals: [25] }).toContain(title);
      expect(Date.now() - published).toBeLessThan(1000);
      // And through the balancer, whichever machine answers.
      for (let i = 0; i < 4; i += 1) expect(await (await fetch(`${machines.balancer.origin}/`)).text()).toContain(title);
      await onA.dispose();
    });

    test('a publish scheduled 2 s ahead on A runs exactly once, whichever of the four workers finds it due', async ({ playwright }) => {
      test.setTimeout(60_000);
      const onA = await playwright.request.newContext({
        baseURL: machines.a,
        extraHTTPHeaders: { tenant: TENANT, authorization: `Bearer ${E2E_STAFF_TOKEN}` },
      });
      const template = '/api/v2/admin/templates/homepage';
      const versions = async () => ((await (await onA.get(`${template}/versions`)).json()) as unknown[]).length;
      const { live } = (await (await onA.get(template)).json()) as { live: { version: number; template: Template } };
      const before = await versions();
      const title = `Scheduled on A ${Date.now().toString(36)}`;
      const draft = withTitle(live.template, 'top-stories', title);
      expect((await onA.put(`${template}/draft`, { data: { template: draft, baseVersion: live.version } })).status()).toBe(200);
      const publishAt = new Date(Date.now() + 2000).toISOString();
      const scheduled = await onA.post(`${template}/publish`, { data: { baseVersion: live.version, note: 'Scheduled', publishAt } });
      expect(scheduled.status()).toBe(202);
      // Each worker looks every 5 s: published within two rounds, by one of them.
      await expect.poll(versions, { timeout: 15_000, intervals: [500] }).toBe(before + 1);
      await expect.poll(async () => (await fetch(`${machines.b}/`)).text(), { timeout: 5_000 }).toContain(title);
      // Another round of every worker later, still one.
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      expect(await versions()).toBe(before + 1);
      await onA.dispose();
    });

    test('a picture uploaded through A streams from B: the same bytes, a range and a 304', async ({ playwright }) => {
      const { default: sharp } = await import('sharp');
      const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0a5' } })
        .png()
        .toBuffer();
      const onA = await playwright.request.newContext({
        baseURL: machines.a,
        extraHTTPHeaders: { tenant: TENANT, authorization: `Bearer ${E2E_STAFF_TOKEN}` },
      });
      const upload = await onA.post('/api/v2/admin/images?name=machines&alt=A%20green%20square', {
        data: png,
        headers: { 'content-type': 'image/png' },
      });
      expect(upload.status()).toBe(201);
      const { src } = (await upload.json()) as { src: string };
      const whole = await fetch(`${machines.b}${src}`);
      expect(whole.status).toBe(200);
      expect(Buffer.from(await whole.arrayBuffer()).equals(png)).toBe(true);
      const range = await fetch(`${machines.b}${src}`, { headers: { range: 'bytes=0-7' } });
      expect(range.status).toBe(206);
      expect(Buffer.from(await range.arrayBuffer()).equals(png.subarray(0, 8))).toBe(true);
      const again = await fetch(`${machines.b}${src}`, { headers: { 'if-none-match': whole.headers.get('etag')! } });
      expect(again.status).toBe(304);
      await onA.dispose();
    });

    test('1,000 cached pages and 304s through the balancer ask the database nothing', async () => {
      test.skip(kind !== 'postgres', 'counted on PostgreSQL, where each process keeps the content version in memory');
      const database = machines.database!;
      const admin = new pg.Client({ connectionString: database.url });
      await admin.connect();
      try {
        // Every statement the server runs from now on is in its log.
        await admin.query("ALTER SYSTEM SET log_statement = 'all'");
        await admin.query('SELECT pg_reload_conf()');
        const home = `${machines.balancer.origin}/`;
        // Each of the four processes renders and keeps home once (the balancer alternates between the machines).
        let etag = '';
        for (let i = 0; i < 8; i += 1) etag = (await fetch(home)).headers.get('etag') ?? '';
        expect(etag).not.toBe('');
        await new Promise((resolve) => setTimeout(resolve, 300));
        const before = statSync(database.logFile).size;
        const statuses = new Map<number, number>();
        for (let i = 0; i < 1000; i += 1) {
          const response = await fetch(home, { headers: i % 2 ? { 'if-none-match': etag } : {} });
          await response.arrayBuffer();
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        }
        expect(Object.fromEntries(statuses)).toEqual({ 200: 500, 304: 500 });
        await new Promise((resolve) => setTimeout(resolve, 300));
        const log = readFileSync(database.logFile, 'utf8').slice(before);
        // The scheduler's look for due publishes (every 5 s, whatever the traffic) is the only reading allowed.
        const statements = log
          .split('\n')
          .filter((line) => /LOG: {2}(statement|execute [^:]*): /.test(line) && !line.includes('publish_at <='));
        expect(statements).toEqual([]);
      } finally {
        await admin.query('ALTER SYSTEM RESET log_statement');
        await admin.query('SELECT pg_reload_conf()');
        await admin.end();
      }
    });

    test('200 fans at once through the balancer, on both machines, to a form of 50: exactly 50 stored, no 5xx', async () => {
      const base = `${machines.balancer.origin}/api/v2/forms/${FORM_IDS.limited}`;
      const before = new Map(machines.balancer.answered);
      const statuses = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          fetch(`${base}/submissions`, {
            method: 'POST',
            headers: { tenant: TENANT, 'content-type': 'application/json' },
            body: JSON.stringify({ data: { q1: `Fan ${i}`, q2: `fan${i}@example.com` } }),
          }).then((r) => r.status),
        ),
      );
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      expect(statuses.filter((s) => s === 201)).toHaveLength(LIMITED_FORM_MAX);
      // Both machines took their share of the posts.
      for (const origin of [machines.a, machines.b]) expect(machines.balancer.answered.get(origin)! - before.get(origin)!).toBe(100);
      const read = await fetch(`${machines.b}/api/v2/forms/${FORM_IDS.limited}/submissions?count=1000`, {
        headers: { tenant: TENANT, authorization: `Bearer ${E2E_STAFF_TOKEN}` },
      });
      expect(((await read.json()) as { total: number }).total).toBe(LIMITED_FORM_MAX);
    });

    test('B dies: its fans reconnect through the balancer to A within 10 s and miss no score', async ({ browser }) => {
      test.setTimeout(90_000);
      const { a, b, balancer } = machines;
      const staff = { tenant: TENANT, authorization: `Bearer ${E2E_STAFF_TOKEN}` };
      /** One play on A (the simulator, as the bench drives live changes): the score it leaves. */
      const play = async (): Promise<string> => {
        const answer = await fetch(`${a}/api/v2/live/${GAME.id}/advance?steps=1`, { method: 'POST', headers: staff });
        expect(answer.status).toBe(200);
        return scoreOf((await answer.json()) as LiveAnswer);
      };
      /** Plays on A until the score changes. */
      const nextScore = async (from: string): Promise<string> => {
        for (let i = 0; i < 40; i += 1) {
          const score = await play();
          if (score !== from) return score;
        }
        throw new Error(`40 plays and the score stayed ${from}`);
      };
      let score = await nextScore(await play());
      const streams = (origin: string) => balancer.open.get(origin) ?? 0;
      const allStreams = () => streams(a) + streams(b);
      // Fans open the game through the balancer, each in a browser of their own, until some follow it on B.
      const pages: Page[] = [];
      while (pages.length < 3 || (streams(b) < 2 && pages.length < 6)) {
        // The balancer alternates: a request in between lets the next page's stream land on the other machine.
        if (pages.length > 0 && streams(b) === 0) await (await fetch(`${balancer.origin}/healthz`)).arrayBuffer();
        const page = await (await browser.newContext()).newPage();
        await page.goto(`${balancer.origin}/game-center/${GAME.id}`);
        pages.push(page);
        await expect.poll(allStreams, { message: 'each page follows the game on a stream', timeout: 15_000 }).toBe(pages.length);
      }
      const onB = streams(b);
      expect(onB).toBeGreaterThan(0);
      for (const page of pages) await expect.poll(() => shownScore(page)).toBe(score);

      machines.killB();
      const killed = Date.now();
      const withinTenSeconds = () => ({ timeout: Math.max(1, killed + 10_000 - Date.now()), intervals: [50] });
      // Score changes on A while B's fans find their way back: every page shows every one of them.
      for (let change = 0; change < 3; change += 1) {
        score = await nextScore(score);
        for (const page of pages) await expect.poll(() => shownScore(page), withinTenSeconds()).toBe(score);
      }
      // B's fans are back on a stream, on A: a change reaches them pushed, not by the 5 s snapshot poll.
      await expect.poll(() => [streams(a), streams(b)], withinTenSeconds()).toEqual([pages.length, 0]);
      score = await nextScore(score);
      for (const page of pages) await expect.poll(() => shownScore(page), withinTenSeconds()).toBe(score);
      expect(Date.now() - killed).toBeLessThan(10_000);
      // The final word: what A's snapshot says is what every page shows.
      const snapshot = await fetch(`${a}/api/v2/live/${GAME.id}`, { headers: { tenant: TENANT } });
      expect(scoreOf((await snapshot.json()) as LiveAnswer)).toBe(score);
      for (const page of pages) expect(await shownScore(page)).toBe(score);
      for (const page of pages) await page.context().close();
    });
  });

/** The game the fans follow: the season's last scheduled men's basketball game (no other test here plays it). */
const GAME = (() => {
  const school = buildSchool();
  const basketball = school.sports.find((sport) => sport.global_sport_shortname === 'mbaskbl')!;
  return school.games.filter((game) => game.sport_id === basketball.id && game.game_state === 0).at(-1)!;
})();

type LiveAnswer = { school: { score: number }; opponent: { score: number } };
const scoreOf = (live: LiveAnswer) => `${live.school.score}-${live.opponent.score}`;

/** The score a game center page shows, school first ("–" for a side without one). */
async function shownScore(page: Page): Promise<string> {
  const side = (name: string) =>
    page
      .locator(`.matchup-${name} .matchup-score`)
      .first()
      .textContent({ timeout: 1000 })
      .then(
        (text) => /(\d+)\s*$/.exec(text ?? '')?.[1] ?? '–',
        () => '–',
      );
  return `${await side('school')}-${await side('opponent')}`;
}

type Instance = { id: string; props: Record<string, unknown> };
type Template = { areas: Record<string, Instance[]> };

/** The template with one widget's title changed. */
function withTitle(template: Template, id: string, title: string): Template {
  const areas = Object.fromEntries(
    Object.entries(template.areas).map(([area, instances]) => [
      area,
      instances.map((instance) => (instance.id === id ? { ...instance, props: { ...instance.props, title } } : instance)),
    ]),
  );
  return { ...template, areas };
}
