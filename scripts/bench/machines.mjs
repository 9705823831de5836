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
import { cpuSeconds, follow } from './live.mjs';
import { load } from './throughput.mjs';

const STAFF_TOKEN = 'bench-staff-token-0123456789';
const PUBLISHES = 20;
/** Game-center pages kept open across A and B (half on each). */
const LIVE_PAGES = Number(process.env.BENCH_MACHINES_LIVE_PAGES ?? 5000);
const SCORE_CHANGES = 20;
const IDLE_MS = 10_000;
const TARGET = { listenP95Ms: 250, pollMaxMs: 2500, cachedRatio: 0.9, liveP99Ms: 750, idleCpuPct: 10 };
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

/**
 * Pages follow one game on A and B (half each); the simulator plays it forward on A, 20 times: the share of
 * (page, change) pairs that arrived, the p99 from the change to a page, and each process's CPU while idle.
 */
async function liveAcross(a, b) {
  const { buildSchool } = await import('../../fixtures/school/index.ts');
  const school = buildSchool(); // at the fixtures' pinned day, the machines' SITE_NOW
  const basketball = school.sports.find((s) => s.global_sport_shortname === 'mbaskbl');
  const game = school.games.filter((g) => g.sport_id === basketball.id && g.game_state === 0).at(-1);
  const arrivals = Array.from({ length: LIVE_PAGES }, () => new Map());
  const pages = arrivals.map((map, i) =>
    follow(`${(i % 2 ? b : a).origin}/game-center/${game.id}/live`, (version, at) => map.set(version, at)),
  );
  try {
    const deadline = Date.now() + 60_000;
    while (arrivals.some((m) => m.size === 0) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    const connected = arrivals.filter((m) => m.size > 0).length;
    await new Promise((r) => setTimeout(r, 1000));
    const before = [a, b].map((m) => cpuSeconds(m.child.pid));
    await new Promise((r) => setTimeout(r, IDLE_MS));
    const idleCpuPct = [a, b].map((m, i) => ((cpuSeconds(m.child.pid) - before[i]) / (IDLE_MS / 1000)) * 100);
    const latencies = [];
    let expected = 0;
    for (let change = 0; change < SCORE_CHANGES; change += 1) {
      const sent = performance.now();
      const response = await fetch(`${a.origin}/api/v2/live/${game.id}/advance`, {
        method: 'POST',
        headers: { tenant: school.tenant, authorization: `Bearer ${STAFF_TOKEN}` },
      });
      const { version } = await response.json();
      const until = Date.now() + 10_000;
      while (arrivals.some((m) => !m.has(version)) && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
      expected += LIVE_PAGES;
      for (const m of arrivals) if (m.has(version)) latencies.push(Math.max(0, m.get(version) - sent));
      await new Promise((r) => setTimeout(r, 250));
    }
    latencies.sort((x, y) => x - y);
    return {
      connected,
      idleCpuPct,
      delivered: latencies.length / expected,
      p99: latencies[Math.floor(latencies.length * 0.99)] ?? Infinity,
    };
  } finally {
    for (const page of pages) page.stop();
  }
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
    const live = await liveAcross(a, b);
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
    console.info(
      `Live: ${live.connected}/${LIVE_PAGES} pages on one game across A and B, ${SCORE_CHANGES} score changes made on A: ` +
        `${(live.delivered * 100).toFixed(1)} % delivered (target 100 %), p99 ${live.p99.toFixed(0)} ms from the change (target <= ${TARGET.liveP99Ms}) ` +
        `${verdict(live.delivered === 1 && live.p99 <= TARGET.liveP99Ms)}; idle CPU A ${live.idleCpuPct[0].toFixed(1)} %, B ${live.idleCpuPct[1].toFixed(1)} % ` +
        `(target <= ${TARGET.idleCpuPct}) ${verdict(live.idleCpuPct.every((pct) => pct <= TARGET.idleCpuPct))}`,
    );
    return { listening, polling, live, cached: { postgres: onPostgres.requestsPerSec, sqlite: onSqlite.requestsPerSec, ratio } };
  } finally {
    await stopAll();
    await database.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await machinesBench();
