// Child processes of the benchmark: free ports on 127.0.0.1, start-up checks, and a guaranteed clean-up.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const HOST = '127.0.0.1';

const children = new Set();
const tempDirs = new Set();

/**
 * BENCH_PORTS=<first>-<last> keeps every port the bench opens in that range (machines where several people run
 * benches side by side); without it the OS picks any free port.
 */
const RANGE = (() => {
  const match = /^(\d+)-(\d+)$/.exec(process.env.BENCH_PORTS ?? '');
  if (!process.env.BENCH_PORTS) return null;
  if (!match || Number(match[1]) > Number(match[2]))
    throw new Error(`BENCH_PORTS must look like 3700-3799, not "${process.env.BENCH_PORTS}"`);
  return { first: Number(match[1]), last: Number(match[2]) };
})();
/** Ports already handed out: a child may not have bound its port yet when the next one is asked for. */
const handedOut = new Set();

function tryPort(port) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', (error) => (port !== 0 && error.code === 'EADDRINUSE' ? resolve(null) : reject(error)));
    probe.listen(port, HOST, () => {
      const { port: bound } = probe.address();
      probe.close(() => resolve(bound));
    });
  });
}

/** A free port on 127.0.0.1 (closed again before the child binds it), in BENCH_PORTS when set. */
export async function freePort() {
  if (!RANGE) return tryPort(0);
  for (const fresh of [true, false]) {
    for (let port = RANGE.first; port <= RANGE.last; port += 1) {
      if (fresh && handedOut.has(port)) continue;
      if ((await tryPort(port)) === null) continue;
      handedOut.add(port);
      return port;
    }
  }
  throw new Error(`No free port left in BENCH_PORTS=${process.env.BENCH_PORTS}`);
}

export function tempDir(prefix) {
  const dir = mkdtempSync(join(tmpdir(), `bench-${prefix}-`));
  tempDirs.add(dir);
  return dir;
}

/**
 * Starts `node <script>` (the same Node as this process) and resolves once `readyPath` answers 2xx.
 * The last lines of its output are kept so a failed start-up can be explained.
 */
export async function startNode(label, script, { env = {}, readyPath = '/healthz', timeoutMs = 60_000, cwd = process.cwd() } = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, [script], {
    cwd,
    env: { ...process.env, ...env, PORT: String(port), HOST },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const tail = [];
  const keep = (chunk) => {
    for (const line of String(chunk).split('\n')) if (line.trim()) tail.push(line);
    tail.splice(0, Math.max(0, tail.length - 40));
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = null;
  child.on('exit', (code, signal) => {
    exited = { code, signal };
    children.delete(child);
  });

  const origin = `http://${HOST}:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited) break;
    try {
      const response = await fetch(origin + readyPath, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return { label, origin, port, child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const why = exited ? `exited (code ${exited.code}, signal ${exited.signal})` : `did not answer ${readyPath} within ${timeoutMs} ms`;
  throw new Error(`${label} ${why}. Last output:\n  ${tail.join('\n  ') || '(none)'}`);
}

/** Stops every child we started (SIGTERM, then SIGKILL) and removes our temp dirs. Safe to call twice. */
export async function stopAll({ keepTempDirs = false } = {}) {
  await Promise.all(
    [...children].map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const force = setTimeout(() => child.kill('SIGKILL'), 3_000);
          child.once('exit', () => {
            clearTimeout(force);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
  if (!keepTempDirs) removeTempDirs();
}

function removeTempDirs() {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  tempDirs.clear();
}

// Last resort when the script dies or is interrupted: synchronous kill of our own children only.
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
  removeTempDirs();
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    void stopAll().finally(() => process.exit(130));
  });
}
