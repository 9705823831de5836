// Budget: the stats PDF of a full football season, from a seeded store: generation time and size.
// Run alone: `node scripts/bench/stats-pdf.mjs`, or as part of `npm run bench`.
import { pathToFileURL } from 'node:url';
import { tempDir, stopAll } from './processes.mjs';
import { table } from './report.mjs';

export async function statsPdfBench() {
  const [{ Store }, { seedIfEmpty }, { buildSchool }, { defaultTemplates }, { seasonStats }, { renderStatsPdf }] = await Promise.all([
    import('../../src/server/store/store.server.ts'),
    import('../../src/server/store/seed.server.ts'),
    import('../../fixtures/school/index.ts'),
    import('../../src/pages/page-info.ts'),
    import('../../src/widgets/cume-stats/cume-stats.server.ts'),
    import('../../src/server/stats/stats-pdf.server.ts'),
  ]);
  const store = Store.open(tempDir('stats-pdf'));
  const school = buildSchool();
  await seedIfEmpty(store, school, defaultTemplates());
  const football = school.sports.find((s) => s.global_sport_shortname === 'mfootbl');
  const runs = [];
  let bytes = 0;
  let season = '';
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    // A fresh computation each time: the content version changes, so nothing is memoised.
    await store.tenants.bumpVersion(school.tenant);
    const stats = await seasonStats(store, school.tenant, football, undefined, 5);
    const pdf = await renderStatsPdf(stats, new Date());
    runs.push(performance.now() - started);
    bytes = pdf.byteLength;
    season = stats.season;
  }
  store.close();
  const sorted = runs.toSorted((a, b) => a - b);
  console.info(
    `\nStats PDF: ${season} football season (${school.boxScores.filter((b) => b.sport_id === football.id && b.season === season).length} box scores), computed and rendered 5 times\n`,
  );
  console.info(
    table(['median ms', 'max ms', 'size KB'], [[sorted[2].toFixed(0), sorted[4].toFixed(0), (bytes / 1024).toFixed(1)]], [0, 1, 2]),
  );
  return { season, medianMs: sorted[2], maxMs: sorted[4], bytes };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    await statsPdfBench();
  } finally {
    await stopAll();
  }
}
