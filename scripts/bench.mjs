// `npm run bench`: initial JS per page type and server-rendering throughput against a static baseline.
// It reports figures and exits 0; targets are marked, not asserted. Only 127.0.0.1 is ever targeted.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { measureInitialJs } from './bench/js-size.mjs';
import { startNode, stopAll, tempDir } from './bench/processes.mjs';
import { kb, KB, pct, table, verdict } from './bench/report.mjs';
import { load } from './bench/throughput.mjs';

const TARGETS = { jsKb: 140, uncachedRatio: 0.05, cachedRatio: 0.4, p99Ms: 100, errors: 0 };
const LOAD = { connections: 50, durationS: 8, warmupS: 2 };
const THROUGHPUT_PATH = '/sports/football';
const PAGES = [
  { label: 'home', path: '/' },
  { label: 'sport home', path: '/sports/football' },
  { label: 'roster', path: '/sports/football/roster' },
  { label: 'schedule', path: '/sports/football/schedule' },
  { label: 'story archive', path: '/archives' },
  { label: '404', path: '/404' },
  { label: 'fullscreen (print)', path: '/sports/football/schedule/print' },
];

function appServer(label, pageCache) {
  return startNode(label, 'server.mjs', {
    env: {
      NODE_ENV: 'production',
      DATA_DIR: tempDir(`data-${pageCache}`),
      STAFF_TOKEN: 'bench-staff-token-0123456789',
      PAGE_CACHE: pageCache,
    },
  });
}

function printJs(rows) {
  console.info(`\nInitial JS per page type (gzip -9 of each body, KB = ${KB} bytes, target <= ${TARGETS.jsKb} KB)\n`);
  console.info(
    table(
      ['page', 'path', 'status', 'JS files', 'KB gzip', 'KB raw', 'after hydration', 'target'],
      rows.map((r) => [
        r.label, r.path, r.status, r.files, kb(r.gzipBytes), kb(r.rawBytes),
        `${r.lazyFiles} files, ${kb(r.lazyGzipBytes)} KB`,
        r.status === 0 ? 'n/a' : r.gzipBytes > TARGETS.jsKb * KB ? 'OVER' : 'ok',
      ]),
      [2, 3, 4, 5, 6],
    ),
  );
  const home = rows[0];
  if (home?.largest.length) {
    console.info(`\n  Largest JS files on ${home.path}: ${home.largest.slice(0, 5).map((f) => `${f.path} ${kb(f.gzip)} KB`).join(', ')}`);
  }
  // Browser errors during the load (a failed hydration can change what JS runs): one line per message.
  const byMessage = new Map();
  for (const r of rows) for (const message of r.pageErrors) byMessage.set(message, [...(byMessage.get(message) ?? []), r.path]);
  for (const [message, paths] of byMessage) console.info(`  ! page error on ${paths.join(', ')}: ${message.slice(0, 240)}`);
}

function printThroughput(runs) {
  const staticRps = runs.static.requestsPerSec;
  const row = (label, run, target) => {
    const ratio = staticRps > 0 ? run.requestsPerSec / staticRps : 0;
    return [
      label, run.requestsPerSec.toFixed(0), target ? pct(ratio) : '100 %',
      target ? `>= ${pct(target)} ${verdict(ratio >= target)}` : '',
      run.latencyP50Ms, run.latencyP99Ms, verdict(run.latencyP99Ms <= TARGETS.p99Ms),
      run.errors, run.timeouts, run.non2xx, verdict(run.errors + run.non2xx === TARGETS.errors),
    ];
  };
  console.info(
    `\nServer rendering throughput: GET ${THROUGHPUT_PATH}, ${LOAD.connections} connections, ` +
      `${LOAD.durationS} s after a ${LOAD.warmupS} s warm-up (p99 target <= ${TARGETS.p99Ms} ms, errors target 0)\n`,
  );
  console.info(
    table(
      ['run', 'req/s', 'of static', 'ratio target', 'p50 ms', 'p99 ms', 'p99 target', 'errors', 'timeouts', 'non-2xx', 'error target'],
      [
        row('(a) SSR, PAGE_CACHE=off', runs.uncached, TARGETS.uncachedRatio),
        row('(b) SSR, PAGE_CACHE=on', runs.cached, TARGETS.cachedRatio),
        row('(c) static file (express.static)', runs.static, null),
      ],
      [1, 2, 4, 5, 7, 8, 9],
    ),
  );
  for (const [key, run] of Object.entries(runs)) {
    const kinds = Object.entries(run.errorKinds).map(([kind, count]) => `${kind} x${count}`);
    if (kinds.length > 0) console.info(`  ! ${key}: ${kinds.join(', ')}`);
  }
}

async function main() {
  if (!existsSync('build/server/index.js')) throw new Error('No build: run `npm run bench` (it builds first) or `npx react-router build`.');
  const started = Date.now();
  console.info(`Bench on Node ${process.version}, ${availableParallelism()} CPUs (the load generator shares them with the server).`);

  const [cached, uncached] = await Promise.all([appServer('app server (PAGE_CACHE=on)', 'on'), appServer('app server (PAGE_CACHE=off)', 'off')]);

  const js = await measureInitialJs(cached.origin, PAGES);
  printJs(js);

  // (c) The very HTML of the page, once, as a file under the same URL.
  const page = await fetch(cached.origin + THROUGHPUT_PATH);
  if (!page.ok) throw new Error(`GET ${THROUGHPUT_PATH} answered ${page.status}`);
  const html = await page.text();
  const staticDir = tempDir('static');
  const file = join(staticDir, `${THROUGHPUT_PATH.slice(1)}.html`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
  const staticServer = await startNode('static server', 'scripts/bench/static-server.mjs', { env: { STATIC_DIR: staticDir } });

  const runs = {};
  for (const [key, server] of [['uncached', uncached], ['cached', cached], ['static', staticServer]]) {
    console.info(`  load: ${server.label} …`);
    runs[key] = await load(server.origin + THROUGHPUT_PATH, LOAD);
  }
  printThroughput(runs);

  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.info(`\nDone in ${seconds} s. HTML of ${THROUGHPUT_PATH}: ${kb(Buffer.byteLength(html))} KB.\n`);
  const ratio = (run) => (runs.static.requestsPerSec > 0 ? run.requestsPerSec / runs.static.requestsPerSec : 0);
  console.info(
    JSON.stringify({
      node: process.version,
      cpus: availableParallelism(),
      targets: TARGETS,
      load: { path: THROUGHPUT_PATH, ...LOAD },
      initialJs: js.map(({ pageErrors, largest, ...r }) => ({ ...r, largest: largest.slice(0, 5), kbGzip: Number(kb(r.gzipBytes)), overTarget: r.gzipBytes > TARGETS.jsKb * KB, pageErrors })),
      throughput: { ...runs, uncachedOfStatic: ratio(runs.uncached), cachedOfStatic: ratio(runs.cached) },
    }),
  );
}

try {
  await main();
} catch (error) {
  console.error(`\nbench failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await stopAll();
}
