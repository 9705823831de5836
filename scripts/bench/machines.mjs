// Several machines on one PostgreSQL (issue "Game day on several machines"): two built servers, A and B, each on an
// empty DATA_DIR of its own and one worker, on a private PostgreSQL cluster. Prints (1) how long a layout published
// on A takes to show on B, with B listening (LISTEN/NOTIFY; target p95 <= 250 ms) and with its listener unable to
// connect (the one-second poll alone; target <= 2.5 s), and (2) cached throughput of home on PostgreSQL against
// SQLite in the same run (target within 10 %).
// Run alone: `node scripts/bench/machines.mjs` (after a build), or as part of `npm run bench`.
import { pathToFileURL } from 'node:url';
import { startPostgresCluster } from '../../tests/support/postgres-cluster.ts';
import { startNode, stopAll, tempDir } from './processes.mjs';
import { table, verdict } from './report.mjs';
import { load } from './throughput.mjs';

const STAFF_TOKEN = 'bench-staff-token-0123456789';
const PUBLISHES = 20;
const TARGET = { listenP95Ms: 250, pollMaxMs: 2500, cachedRatio: 0.9 };
const quantile = (values, q) => values.toSorted((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))];

function machineEnv(extra) {
  return {
    NODE_ENV: 'production',
    DATA_DIR: tempDir('machine'),
    STAFF_TOKEN,
    SESSION_SECRET: 'bench-machines-session-secret',
    WEB_CONCURRENCY: '1',
    TRUST_PROXY: 'loopback',
    // The fixtures' pinned day: no takeover runs on home then, so home is a page every machine keeps (a takeover
    // makes it personal, rendered for each visitor, and would time the render instead of the cache).
    SITE_NOW: '2026-11-21T12:00:00-05:00',
    ...extra,
  };
}

/** Publishes home's Top Stories under a new title on `a`; resolves with the ms until `b` serves it. */
async function publishAndWait(a, b, title) {
  const headers = { tenant: 'northfield', authorization: `Bearer ${STAFF_TOKEN}`, 'content-type': 'application/json' };
  const template = `${a}/api/v2/admin/templates/homepage`;
  const { live } = await (await fetch(template, { headers })).json();
  const areas = Object.fromEntries(
    Object.entries(live.template.areas).map(([area, list]) => [
      area,
      list.map((instance) => (instance.id === 'top-stories' ? { ...instance, props: { ...instance.props, title } } : instance)),
    ]),
  );
  const draft = await fetch(`${template}/draft`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ template: { ...live.template, areas }, baseVersion: live.version }),
  });
  if (!draft.ok) throw new Error(`The draft was refused: ${draft.status}`);
  const published = await fetch(`${template}/publish`, { method: 'POST', headers, body: JSON.stringify({ baseVersion: live.version }) });
  if (!published.ok) throw new Error(`The publish was refused: ${published.status}`);
  const at = performance.now();
  for (;;) {
    if ((await (await fetch(`${b}/`)).text()).includes(title)) return performance.now() - at;
    if (performance.now() - at > 10_000) throw new Error(`${b} did not show the publish within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/**
 * Fans keep asking B for home (every 20 ms) while A publishes, at a moment unrelated to B's one-second poll (a random
 * pause before each publish): what a fan on B waits for.
 */
async function propagation(a, b, label) {
  let browsing = true;
  const fans = (async () => {
    while (browsing) {
      await (await fetch(`${b}/`)).arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const times = [];
  try {
    for (let i = 0; i < PUBLISHES; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 1000));
      times.push(await publishAndWait(a, b, `${label} ${Date.now().toString(36)}-${i}`));
    }
  } finally {
    browsing = false;
    await fans;
  }
  return { p50: quantile(times, 0.5), p95: quantile(times, 0.95), max: Math.max(...times) };
}

/** Cached home on each server in turn, twice (alternating, so a busy moment does not fall on one): the better run of each. */
async function cachedThroughput(origins) {
  const best = origins.map(() => null);
  for (let round = 0; round < 2; round += 1)
    for (const [i, origin] of origins.entries()) {
      const run = await load(`${origin}/`, { connections: 20, durationS: 5, warmupS: 1 });
      if (!best[i] || run.requestsPerSec > best[i].requestsPerSec) best[i] = run;
    }
  return best;
}

export async function machinesBench() {
  console.info('\nSeveral machines on one PostgreSQL (two built servers, one worker each, each on its own DATA_DIR)');
  const database = await startPostgresCluster();
  try {
    const shared = { DATABASE_URL: database.url };
    const a = await startNode('machine A', 'server.mjs', { env: machineEnv(shared), timeoutMs: 120_000 });
    const b = await startNode('machine B', 'server.mjs', { env: machineEnv(shared), timeoutMs: 120_000 });
    // B without a listener: its direct URL names a server that is not there, so only the poll tells it.
    const deaf = await startNode('machine B (no listener)', 'server.mjs', {
      env: machineEnv({ ...shared, DATABASE_DIRECT_URL: 'postgresql://nobody@127.0.0.1:9/nowhere' }),
    });
    const listening = await propagation(a.origin, b.origin, 'Listened');
    const polling = await propagation(a.origin, deaf.origin, 'Polled');
    for (const machine of [b, deaf]) machine.child.kill('SIGTERM');

    const sqlite = await startNode('SQLite server', 'server.mjs', { env: machineEnv({}) });
    for (const origin of [a.origin, sqlite.origin]) {
      const cache = (await fetch(`${origin}/`)).headers.get('x-page-cache');
      if (cache !== 'miss' && cache !== 'hit') throw new Error(`Home is not kept by ${origin} (X-Page-Cache: ${cache})`);
    }
    const [onPostgres, onSqlite] = await cachedThroughput([a.origin, sqlite.origin]);
    const ratio = onSqlite.requestsPerSec > 0 ? onPostgres.requestsPerSec / onSqlite.requestsPerSec : 0;

    const ms = (value) => value.toFixed(0);
    console.info(
      table(
        ['what', 'p50 ms', 'p95 ms', 'max ms', 'target', ''],
        [
          [
            'published on A, shown on B (listening)',
            ms(listening.p50),
            ms(listening.p95),
            ms(listening.max),
            `p95 <= ${TARGET.listenP95Ms}`,
            verdict(listening.p95 <= TARGET.listenP95Ms),
          ],
          [
            'published on A, shown on B (poll alone)',
            ms(polling.p50),
            ms(polling.p95),
            ms(polling.max),
            `max <= ${TARGET.pollMaxMs}`,
            verdict(polling.max <= TARGET.pollMaxMs),
          ],
        ],
        [1, 2, 3],
      ),
    );
    console.info(
      `Cached home, 20 connections: PostgreSQL ${onPostgres.requestsPerSec.toFixed(0)} req/s (p99 ${onPostgres.latencyP99Ms} ms), ` +
        `SQLite ${onSqlite.requestsPerSec.toFixed(0)} req/s (p99 ${onSqlite.latencyP99Ms} ms): ${(ratio * 100).toFixed(1)} % ` +
        `(target >= ${TARGET.cachedRatio * 100} %) ${verdict(ratio >= TARGET.cachedRatio)}; errors ${onPostgres.errors + onPostgres.non2xx}/${onSqlite.errors + onSqlite.non2xx}`,
    );
    return { listening, polling, cached: { postgres: onPostgres.requestsPerSec, sqlite: onSqlite.requestsPerSec, ratio } };
  } finally {
    await stopAll();
    await database.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await machinesBench();
