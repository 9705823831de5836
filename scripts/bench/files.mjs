// Budget: a 20 MB file streams with flat memory. One app process (WEB_CONCURRENCY=1) serves 20
// parallel downloads of a 20 MB file from the file store; its resident memory is sampled every 50 ms.
// Run alone: `node scripts/bench/files.mjs` (after a build), or as part of `npm run bench`.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { startNode, stopAll, tempDir } from './processes.mjs';
import { table, verdict } from './report.mjs';

const FILE = { path: '/documents/bench/season-highlights-20mb.pdf', bytes: 20 * 1024 * 1024 };
const PARALLEL = Number(process.env.BENCH_PARALLEL ?? 20);
const MB = 1024 * 1024;
/**
 * Flat means: memory does not follow the bytes in flight. Buffering would cost PARALLEL × 20 MB (400 MB);
 * streaming costs read buffers plus garbage not yet collected, so growth must stay under a quarter of that
 * (5 or 40 downloads measured here grew the process alike, by about 40–50 MB).
 */
const TARGET_RSS_GROWTH_MB = (PARALLEL * FILE.bytes) / MB / 4;

function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

export async function fileStreaming() {
  const dataDir = tempDir('files');
  const server = await startNode('app server (files)', 'server.mjs', {
    env: { NODE_ENV: 'production', DATA_DIR: dataDir, STAFF_TOKEN: 'bench-staff-token-0123456789', WEB_CONCURRENCY: '1' },
  });
  // The file goes in through the store's own code, as an editor's upload would.
  const [{ Store }, { putFile }] = await Promise.all([
    import('../../src/server/store/store.server.ts'),
    import('../../src/server/files/file-store.server.ts'),
  ]);
  const store = Store.open(dataDir);
  await putFile(
    store,
    'northfield',
    { path: FILE.path, title: 'Season highlights', contentType: 'application/pdf' },
    randomBytes(FILE.bytes),
  );
  store.close();

  const url = server.origin + FILE.path;
  const range = await fetch(url, { headers: { range: 'bytes=1048576-2097151' } });
  const rangeOk = range.status === 206 && (await range.arrayBuffer()).byteLength === MB;
  await fetch(url).then((r) => r.arrayBuffer()); // warm up
  await new Promise((resolve) => setTimeout(resolve, 500));
  const idle = rssMb(server.child.pid);
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.child.pid))), 50);
  const started = performance.now();
  const sizes = await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      const response = await fetch(url);
      let size = 0;
      for await (const chunk of response.body) size += chunk.byteLength;
      return size;
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const complete = sizes.every((size) => size === FILE.bytes);
  const growth = peak - idle;
  console.info(`\nFile streaming: ${PARALLEL} parallel downloads of a ${FILE.bytes / MB} MB file, one server process\n`);
  console.info(
    table(
      [
        'downloads',
        'all complete',
        'seconds',
        'MB/s',
        'RSS idle MB',
        'RSS peak MB',
        'growth MB',
        `target <= ${TARGET_RSS_GROWTH_MB}`,
        'range 206',
      ],
      [
        [
          PARALLEL,
          complete ? 'yes' : 'NO',
          seconds.toFixed(2),
          ((PARALLEL * FILE.bytes) / MB / seconds).toFixed(0),
          idle.toFixed(0),
          peak.toFixed(0),
          growth.toFixed(0),
          verdict(growth <= TARGET_RSS_GROWTH_MB && complete),
          rangeOk ? 'ok' : 'MISSED',
        ],
      ],
      [0, 2, 3, 4, 5, 6],
    ),
  );
  return { parallel: PARALLEL, fileMb: FILE.bytes / MB, complete, seconds, rssIdleMb: idle, rssPeakMb: peak, rssGrowthMb: growth, rangeOk };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    await fileStreaming();
  } catch (error) {
    console.error(`files bench failed: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  } finally {
    await stopAll();
  }
}
