// Budget: the image service resizes a 4000 px JPEG to an 800 px webp in <= 150 ms and serves it again
// from its disk cache in <= 5 ms, measured over HTTP against one app process.
// Run alone: `node scripts/bench/images.mjs` (after a build), or as part of `npm run bench`.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { startNode, stopAll, tempDir } from './processes.mjs';
import { table, verdict } from './report.mjs';

const TARGET = { firstMs: 150, cachedMs: 5 };
const RUNS = 10;

export async function imageBench() {
  // The source goes where the built site's static images live (a fresh name per run, so nothing is cached).
  const name = `bench-${Date.now()}`;
  const dir = join(process.env.BUILD_DIR ?? 'build', 'client', 'images', 'bench');
  mkdirSync(dir, { recursive: true });
  const sources = [];
  for (let i = 0; i < RUNS; i++) {
    const file = `${name}-${i}.jpg`;
    writeFileSync(
      join(dir, file),
      await sharp({ create: { width: 4000, height: 3000, channels: 3, background: { r: 20 + i, g: 49, b: 92 } } })
        .jpeg({ quality: 90 })
        .toBuffer(),
    );
    sources.push(`/images/bench/${file}`);
  }
  const server = await startNode('app server (images)', 'server.mjs', {
    env: { NODE_ENV: 'production', DATA_DIR: tempDir('images'), STAFF_TOKEN: 'bench-staff-token-0123456789', WEB_CONCURRENCY: '1' },
  });
  const time = async (url) => {
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return performance.now() - started;
  };
  const first = [];
  const cached = [];
  for (const source of sources) {
    const url = `${server.origin}/images/resize?url=${encodeURIComponent(source)}&width=800`;
    first.push(await time(url));
    cached.push(await time(url));
  }
  rmSync(dir, { recursive: true, force: true });
  const median = (xs) => xs.toSorted((a, b) => a - b)[Math.floor(xs.length / 2)];
  const p = { firstMs: median(first), cachedMs: median(cached), firstMaxMs: Math.max(...first), cachedMaxMs: Math.max(...cached) };
  console.info(`\nImage service: a 4000×3000 JPEG to an 800 px webp over HTTP, ${RUNS} images, one server process\n`);
  console.info(
    table(
      [
        'first median ms',
        'first max ms',
        `target <= ${TARGET.firstMs}`,
        'cached median ms',
        'cached max ms',
        `target <= ${TARGET.cachedMs}`,
      ],
      [
        [
          p.firstMs.toFixed(1),
          p.firstMaxMs.toFixed(1),
          verdict(p.firstMs <= TARGET.firstMs),
          p.cachedMs.toFixed(1),
          p.cachedMaxMs.toFixed(1),
          verdict(p.cachedMs <= TARGET.cachedMs),
        ],
      ],
      [0, 1, 3, 4],
    ),
  );
  return p;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    await imageBench();
  } finally {
    await stopAll();
  }
}
