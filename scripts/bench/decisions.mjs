// Budget: the splash and takeover decisions add <= 5 ms to a server render. Both are content API calls
// made in-process by the server (the takeover middleware before the page cache, the splash with the page): timed
// here the same way, against a seeded store whose fixtures hold running takeovers and splash pages.
// Run alone: `node scripts/bench/decisions.mjs`, or as part of `npm run bench`.
import { pathToFileURL } from 'node:url';
import { tempDir, stopAll } from './processes.mjs';
import { table } from './report.mjs';

const RUNS = 500;
const TARGET_MS = 5;

export async function decisionsBench() {
  const [{ Store }, { seedIfEmpty }, { buildSchool }, { defaultTemplates }, { createContentApi }] = await Promise.all([
    import('../../src/server/store/store.server.ts'),
    import('../../src/server/store/seed.server.ts'),
    import('../../fixtures/school/index.ts'),
    import('../../src/pages/page-info.ts'),
    import('../../src/server/api/content-api.server.ts'),
  ]);
  const store = Store.open(tempDir('decisions'));
  const school = buildSchool();
  await seedIfEmpty(store, school, defaultTemplates());
  const api = createContentApi(store);
  const sportIds = [0, ...new Set(school.takeovers.takeovers.map((t) => t.sport_id ?? 0)), ...school.sports.slice(0, 3).map((s) => s.id)];
  const call = async (path) => {
    const response = await api(new Request(`http://bench.invalid/api/v2${path}`, { headers: { tenant: school.tenant } }));
    await response.arrayBuffer();
    return response.status;
  };
  const rows = [];
  for (const [label, pathOf] of [
    ['takeovers', (id) => `/Takeovers?sportId=${id}`],
    ['splash', (id) => `/Splash/${id}`],
  ]) {
    for (let i = 0; i < 50; i++) await call(pathOf(sportIds[i % sportIds.length])); // warm-up
    const times = [];
    const statuses = new Set();
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      statuses.add(await call(pathOf(sportIds[i % sportIds.length])));
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    rows.push({
      label,
      p50: times[Math.floor(RUNS / 2)],
      p95: times[Math.floor(RUNS * 0.95)],
      max: times.at(-1),
      statuses: [...statuses].join('/'),
    });
  }
  store.close();
  const both = rows.reduce((sum, r) => sum + r.p95, 0);
  console.info(
    `\nSplash and takeover decisions (in-process content API, ${RUNS} calls each over sport ids ${sportIds.join(', ')}; target <= ${TARGET_MS} ms together)\n`,
  );
  console.info(
    table(
      ['decision', 'p50 ms', 'p95 ms', 'max ms', 'statuses'],
      rows.map((r) => [r.label, r.p50.toFixed(2), r.p95.toFixed(2), r.max.toFixed(2), r.statuses]),
      [1, 2, 3],
    ),
  );
  console.info(`  both at p95: ${both.toFixed(2)} ms ${both <= TARGET_MS ? 'ok' : 'OVER'}`);
  return { rows, bothP95Ms: both };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    await decisionsBench();
  } finally {
    await stopAll();
  }
}
