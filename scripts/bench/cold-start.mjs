// Cold start: `npm start` spawned on a built, seeded store with the default WEB_CONCURRENCY, timed to the first
// 200 of `/` (budget: <= 1.5 s). The first start seeds the store and is not counted; each counted start is a
// new process tree on the same store, stopped (its whole process group) before the next.
// Run alone: `node scripts/bench/cold-start.mjs [--runs=7] [--base=<a built checkout to compare>]` (after a build),
// or as part of `npm run bench`.
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { freePort, HOST, tempDir } from './processes.mjs';
import { table, verdict } from './report.mjs';

const TARGET_MS = 1500;
const POLL_MS = 5;

/** The npm that runs this script (npm run bench), else the one on PATH. */
function npmCommand() {
  const cli = process.env.npm_execpath;
  return cli && /\.c?js$/.test(cli) ? [process.execPath, [cli]] : ['npm', []];
}

/** Spawns `npm start` in its own process group; resolves with the ms to the first 200 of `/`. */
async function timeStart(dir, dataDir, port, timeoutMs = 120_000) {
  const [command, prefix] = npmCommand();
  const env = { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: String(port), HOST };
  delete env.WEB_CONCURRENCY; // the default: what a fresh deployment runs
  const started = performance.now();
  const child = spawn(command, [...prefix, 'start', '--silent'], { cwd: dir, env, stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  const errors = [];
  child.stderr.on('data', (chunk) => errors.push(String(chunk)));
  let exited = false;
  child.once('exit', () => (exited = true));
  const stop = () =>
    new Promise((resolve) => {
      if (exited) return resolve();
      child.once('exit', resolve);
      process.kill(-child.pid, 'SIGTERM'); // npm, its shell, the server's primary and its workers
    });
  try {
    while (performance.now() - started < timeoutMs && !exited) {
      const ok = await fetch(`http://${HOST}:${port}/`, { signal: AbortSignal.timeout(10_000) }).then(
        (response) => response.body?.cancel().then(() => response.status === 200),
        () => false,
      );
      if (ok) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    throw new Error(`npm start ${exited ? 'exited' : 'did not answer / in time'}: ${errors.join('').slice(-2000)}`);
  } finally {
    await stop();
  }
}

const summary = (times) => {
  const sorted = times.toSorted((a, b) => a - b);
  return { medianMs: Math.round(sorted[Math.floor(sorted.length / 2)]), minMs: Math.round(sorted[0]), maxMs: Math.round(sorted.at(-1)) };
};

/**
 * Cold starts of this checkout, and with `baseDir` (a built checkout of the base) of that one too, taken in turns
 * so both see the same machine load.
 */
export async function coldStartBench({ runs = 7, dir = process.cwd(), baseDir = null } = {}) {
  const checkouts = [{ label: 'this checkout', dir }, ...(baseDir ? [{ label: `base (${baseDir})`, dir: baseDir }] : [])];
  for (const checkout of checkouts) {
    checkout.dataDir = tempDir('cold-start');
    checkout.port = await freePort();
    checkout.firstStartMs = Math.round(await timeStart(checkout.dir, checkout.dataDir, checkout.port)); // seeds the empty store
    checkout.times = [];
  }
  for (let i = 0; i < runs; i++) {
    for (const checkout of checkouts) checkout.times.push(await timeStart(checkout.dir, checkout.dataDir, checkout.port));
  }
  const results = checkouts.map(({ label, times, firstStartMs }) => ({
    label,
    runs,
    firstStartMs,
    ...summary(times),
    targetMs: TARGET_MS,
  }));
  console.info(
    `\nCold start: npm start on a built, seeded store (default WEB_CONCURRENCY) to the first 200 of / (${runs} starts each; the first start, on the empty store, not counted)\n`,
  );
  console.info(
    table(
      ['checkout', 'median ms', 'min ms', 'max ms', 'first start ms', 'target'],
      results.map((r) => [r.label, r.medianMs, r.minMs, r.maxMs, r.firstStartMs, `<= ${TARGET_MS} ms ${verdict(r.medianMs <= TARGET_MS)}`]),
      [1, 2, 3, 4],
    ),
  );
  return baseDir ? { current: results[0], base: results[1] } : results[0];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = Object.fromEntries(
    process.argv
      .slice(2)
      .filter((a) => a.startsWith('--'))
      .map((a) => a.slice(2).split('=')),
  );
  const { stopAll } = await import('./processes.mjs');
  try {
    console.info(
      JSON.stringify(await coldStartBench({ runs: Number(args.runs ?? 7), dir: args.dir ?? process.cwd(), baseDir: args.base ?? null })),
    );
  } finally {
    await stopAll();
  }
}
