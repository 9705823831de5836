// `npm run bench -- --compare <base-ref>`: the budget figures of this tree beside those of a base commit,
// measured in one run on one machine. The base is checked out into a temporary git worktree and built there;
// each tree's servers start from its own folder and each tree's search bench runs on its own sources.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync, rmSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { measureInitialJs } from './js-size.mjs';
import { freePort, HOST, startNode, stopAll, tempDir } from './processes.mjs';
import { kb, KB, table } from './report.mjs';
import { load } from './throughput.mjs';

/** Within this share of the base counts as holding the budget (req/s down, p99/p95/JS up). */
const TOLERANCE = 0.05;
const COLD_START_TARGET_MS = 1500;
const COLD_START_RUNS = 5;
const LOAD = { connections: 50, durationS: 8, warmupS: 2 };
const THROUGHPUT_PATH = '/sports/football';
const JS_PAGES = [
  { label: 'home', path: '/' },
  { label: 'sport home', path: '/sports/football' },
  { label: 'roster', path: '/sports/football/roster' },
  { label: 'schedule', path: '/sports/football/schedule' },
  { label: 'calendar', path: '/calendar' },
  { label: 'search', path: '/search?q=football' },
  { label: 'form', path: '/form/1' },
];
const STAFF_TOKEN = 'bench-staff-token-0123456789';

const run = (command, args, cwd) => execFileSync(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });

/** A detached worktree of `ref`, with its dependencies and a production build. */
function prepareBase(ref) {
  const dir = join(tempDir('base'), 'tree');
  run('git', ['worktree', 'add', '--detach', '--force', dir, ref], process.cwd());
  const sameLock = readFileSync(join(dir, 'package-lock.json'), 'utf8') === readFileSync('package-lock.json', 'utf8');
  if (sameLock) symlinkSync(resolve('node_modules'), join(dir, 'node_modules'), 'dir');
  else run('npm', ['ci', '--no-audit', '--no-fund'], dir);
  console.info(`Building ${ref} in a temporary worktree…`);
  run('npx', ['react-router', 'build'], dir);
  return {
    dir,
    remove: () => {
      try {
        run('git', ['worktree', 'remove', '--force', dir], process.cwd());
      } catch {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

function server(tree, label, pageCache) {
  return startNode(`${tree.label}: ${label}`, join(tree.dir, 'server.mjs'), {
    cwd: tree.dir,
    env: { NODE_ENV: 'production', DATA_DIR: tempDir(`${tree.label}-${pageCache}`), STAFF_TOKEN, PAGE_CACHE: pageCache },
  });
}

/** `npm start` on a built store that was seeded by an earlier start, to the first 200 of `/` (ms, each run). */
async function coldStart(tree) {
  const dataDir = tempDir(`${tree.label}-cold`);
  const times = [];
  for (let i = -1; i < COLD_START_RUNS; i++) {
    const port = await freePort();
    const started = performance.now();
    const child = spawn('npm', ['start'], {
      cwd: tree.dir,
      env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST, DATA_DIR: dataDir, STAFF_TOKEN },
      stdio: 'ignore',
      detached: true,
    });
    try {
      for (;;) {
        if (child.exitCode !== null) throw new Error(`${tree.label}: npm start exited with ${child.exitCode}`);
        const ok = await fetch(`http://${HOST}:${port}/`, { signal: AbortSignal.timeout(2000) }).then(
          (r) => r.status === 200,
          () => false,
        );
        if (ok) break;
        if (performance.now() - started > 60_000) throw new Error(`${tree.label}: no 200 from / within 60 s`);
        await new Promise((r) => setTimeout(r, 10));
      }
      // The first start seeds the store: it is the set-up, not a measurement.
      if (i >= 0) times.push(performance.now() - started);
    } finally {
      await new Promise((r) => {
        child.once('exit', r);
        process.kill(-child.pid, 'SIGTERM');
      });
    }
  }
  return times.sort((a, b) => a - b);
}

async function measure(tree) {
  console.info(`\nMeasuring ${tree.label} (${tree.dir})…`);
  const { searchBench } = await import(pathToFileURL(join(tree.dir, 'scripts/bench/search.mjs')).href);
  const search = await searchBench();
  const [cached, uncached] = await Promise.all([server(tree, 'PAGE_CACHE=on', 'on'), server(tree, 'PAGE_CACHE=off', 'off')]);
  const js = await measureInitialJs(cached.origin, JS_PAGES);
  const runs = {};
  for (const [key, target] of [
    ['uncached', uncached],
    ['cached', cached],
  ]) {
    console.info(`  load: ${target.label} …`);
    runs[key] = await load(target.origin + THROUGHPUT_PATH, LOAD);
  }
  await stopAll({ keepTempDirs: true });
  const cold = await coldStart(tree);
  return { search, js, runs, cold };
}

const median = (list) => list[Math.floor(list.length / 2)];

export async function compareBench(baseRef) {
  const base = prepareBase(baseRef);
  try {
    const head = await measure({ label: 'this tree', dir: process.cwd() });
    const old = await measure({ label: baseRef, dir: base.dir });
    const rows = [];
    const add = (label, a, b, unit, higherIsBetter, digits = 1) => {
      const ratio = b === 0 ? 1 : a / b;
      const holds = higherIsBetter ? ratio >= 1 - TOLERANCE : ratio <= 1 + TOLERANCE;
      rows.push([label, b.toFixed(digits), a.toFixed(digits), unit, `${((ratio - 1) * 100).toFixed(1)} %`, holds ? 'ok' : 'OUT']);
    };
    add('uncached SSR req/s', head.runs.uncached.requestsPerSec, old.runs.uncached.requestsPerSec, 'req/s', true, 0);
    add('cached req/s', head.runs.cached.requestsPerSec, old.runs.cached.requestsPerSec, 'req/s', true, 0);
    add('uncached p99', head.runs.uncached.latencyP99Ms, old.runs.uncached.latencyP99Ms, 'ms', false, 0);
    add('cached p99', head.runs.cached.latencyP99Ms, old.runs.cached.latencyP99Ms, 'ms', false, 0);
    const p95 = (r) => Math.max(...r.search.cases.map((c) => c.p95));
    add('search p95 (slowest call)', p95(head), p95(old), 'ms', false, 2);
    for (const page of JS_PAGES) {
      const a = head.js.find((r) => r.path === page.path);
      const b = old.js.find((r) => r.path === page.path);
      if (a && b) add(`initial JS, ${page.label}`, a.gzipBytes / KB, b.gzipBytes / KB, 'KB gzip', false);
    }
    add('cold start (median)', median(head.cold), median(old.cold), 'ms', false, 0);
    console.info(`\nBudgets against ${baseRef} (within ${TOLERANCE * 100} % of the base; cold start also <= ${COLD_START_TARGET_MS} ms)\n`);
    console.info(table(['figure', baseRef, 'this tree', 'unit', 'change', 'verdict'], rows, [1, 2, 4]));
    const coldOk = median(head.cold) <= COLD_START_TARGET_MS && median(head.cold) <= median(old.cold) * (1 + TOLERANCE);
    console.info(
      `\nCold start, ${COLD_START_RUNS} runs each (ms): ${baseRef} ${old.cold.map((t) => t.toFixed(0)).join(' ')}; ` +
        `this tree ${head.cold.map((t) => t.toFixed(0)).join(' ')} (target <= ${COLD_START_TARGET_MS} and not slower: ${coldOk ? 'ok' : 'OUT'})`,
    );
    console.info(`Initial JS of this tree, home: ${kb(head.js[0]?.gzipBytes ?? 0)} KB gzip.`);
    return { rows, cold: { base: old.cold, head: head.cold } };
  } finally {
    await stopAll({ keepTempDirs: true });
    base.remove();
    await stopAll();
  }
}
