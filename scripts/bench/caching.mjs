// Budgets for CDN-ready caching and upstream resilience, against one app process (WEB_CONCURRENCY=1):
// 304 revalidation (rate and latency), a cache-busting flood at 50 connections (p99 <= 300 ms, memory bounded:
// unique values of an ignored parameter, then of a parameter the page uses), and how fast a visitor is answered
// when the external content API hangs (<= 3.5 s). Run alone: `node scripts/bench/caching.mjs` (after a build).
import { readFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { freePort, HOST, startNode, stopAll, tempDir } from './processes.mjs';
import { table, verdict } from './report.mjs';

const TARGET = { floodP99Ms: 300, hangingMs: 3500 };
const LOAD = { connections: 50, duration: 8 };
const REVALIDATED = ['/', '/sports/football', '/sports/football/schedule', '/tickets'];
const env = { NODE_ENV: 'production', STAFF_TOKEN: 'bench-staff-token-0123456789', WEB_CONCURRENCY: '1' };

const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const health = async (origin) => (await (await fetch(`${origin}/healthz`)).json()).pageCache ?? { entries: 0, bytes: 0 };

// Like a browser or CDN: compressed answers (a kept page goes out in the encoding it was kept in).
const ACCEPT = { 'accept-encoding': 'gzip, deflate, br' };

async function run(url, options) {
  const result = await autocannon({ url, ...LOAD, ...options, headers: { ...ACCEPT, ...options.headers } });
  return {
    reqPerSec: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    s2xx: result['2xx'],
    s3xx: result['3xx'],
    errors: result.errors + result.timeouts + result['5xx'],
  };
}

/**
 * A page's ETag changes each minute (so a countdown or "today" is never kept stale), and autocannon sends one
 * fixed If-None-Match: a run that crossed a minute would measure full renders after the change. Each run starts
 * early enough in its minute to finish in it.
 */
async function withinOneMinute(seconds) {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < (seconds + 1) * 1000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

async function revalidation(origin) {
  const rows = [];
  for (const path of REVALIDATED) {
    await withinOneMinute(LOAD.duration);
    const etag = (await fetch(origin + path)).headers.get('etag');
    const r = await run(origin + path, { headers: { 'if-none-match': etag ?? '' } });
    rows.push({ path, ...r, rate: r.total > 0 ? r.s3xx / r.total : 0 });
  }
  return rows;
}

/** Unique URLs, one per request: `?cb=N` (a parameter no page uses) or `/search?q=N` (one the page renders). */
async function flood(origin, label, pathOf) {
  const before = { rss: rssMb(server.child.pid), cache: await health(origin) };
  let n = 0;
  const r = await run(origin, { requests: [{ setupRequest: (req) => ({ ...req, path: pathOf(n++) }) }] });
  const after = { rss: rssMb(server.child.pid), cache: await health(origin) };
  return {
    label,
    ...r,
    rssBefore: before.rss,
    rssAfter: after.rss,
    cacheMbAfter: after.cache.bytes / 1024 / 1024,
    entriesAfter: after.cache.entries,
  };
}

/** A content API that passes on to the embedded one, or hangs. */
async function switchable(target) {
  let hang = false;
  const proxy = createServer((req, res) => {
    if (hang) return;
    const up = request({ host: HOST, port: target.port, path: req.url, method: req.method, headers: req.headers }, (a) => {
      res.writeHead(a.statusCode ?? 502, a.headers);
      a.pipe(res);
    });
    up.on('error', () => res.destroy());
    req.pipe(up);
  });
  const port = await freePort();
  await new Promise((resolve) => proxy.listen(port, HOST, resolve));
  return {
    url: `http://${HOST}:${proxy.address().port}`,
    hang: () => void (hang = true),
    close: () => (proxy.closeAllConnections(), proxy.close()),
  };
}

async function hanging(embedded) {
  const upstream = await switchable(embedded);
  const renderer = await startNode('app server (external API)', 'server.mjs', {
    env: { ...env, DATA_DIR: tempDir('external'), CONTENT_API_URL: upstream.url },
  });
  const time = async (path) => {
    const started = performance.now();
    const response = await fetch(renderer.origin + path, { redirect: 'manual' });
    await response.arrayBuffer();
    return { path, status: response.status, page: response.headers.get('x-page-cache') ?? '', ms: performance.now() - started };
  };
  await time('/tickets'); // a good copy to fall back on
  upstream.hang();
  await new Promise((resolve) => setTimeout(resolve, 2100)); // the renderer asks for the content version again
  const rows = [await time('/tickets'), await time('/'), await time('/sports/football'), await time('/calendar')];
  upstream.close();
  return rows;
}

let server;
export async function cachingBench() {
  server = await startNode('app server (caching)', 'server.mjs', { env: { ...env, DATA_DIR: tempDir('caching') } });
  const origin = server.origin;
  const revalidated = await revalidation(origin);
  console.info(
    `\nRevalidation: If-None-Match with the page's ETag, ${LOAD.connections} connections, ${LOAD.duration} s each, one process\n`,
  );
  console.info(
    table(
      ['path', 'req/s', '304 rate', 'p50 ms', 'p99 ms', 'errors'],
      revalidated.map((r) => [r.path, r.reqPerSec.toFixed(0), `${(r.rate * 100).toFixed(1)} %`, r.p50, r.p99, r.errors]),
      [1, 2, 3, 4, 5],
    ),
  );

  const floods = [
    await flood(origin, 'unused parameter /sports/football?cb=N', (n) => `/sports/football?cb=${n}`),
    await flood(origin, 'used parameter /search?q=N', (n) => `/search?q=bench${n}`),
  ];
  console.info(
    `\nCache-busting flood: a unique URL per request, ${LOAD.connections} connections, ${LOAD.duration} s (target p99 <= ${TARGET.floodP99Ms} ms, memory bounded)\n`,
  );
  console.info(
    table(
      ['flood', 'req/s', 'p50 ms', 'p99 ms', 'target', 'errors', 'RSS before MB', 'RSS after MB', 'page cache MB', 'entries'],
      floods.map((f) => [
        f.label,
        f.reqPerSec.toFixed(0),
        f.p50,
        f.p99,
        verdict(f.p99 <= TARGET.floodP99Ms),
        f.errors,
        f.rssBefore.toFixed(0),
        f.rssAfter.toFixed(0),
        f.cacheMbAfter.toFixed(1),
        f.entriesAfter,
      ]),
      [1, 2, 3, 5, 6, 7, 8, 9],
    ),
  );

  const hung = await hanging(server);
  console.info(`\nA hanging external content API (CONTENT_API_URL): time to the visitor's answer (target <= ${TARGET.hangingMs} ms)\n`);
  console.info(
    table(
      ['path', 'status', 'answer', 'ms', 'target'],
      hung.map((h) => [h.path, h.status, h.page, h.ms.toFixed(0), verdict(h.ms <= TARGET.hangingMs)]),
      [1, 3],
    ),
  );
  return { revalidated, floods, hanging: hung };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    await cachingBench();
  } finally {
    await stopAll();
  }
}
