// Budget: search and archive calls over 100,000 stories answer in p95 <= 20 ms. A scratch store gets the
// school plus 100,000 generated stories (through the store's own write path, so the search index is built as it
// is in production); then the page payloads of search and archive pages are resolved in-process, as the content
// API resolves them. Run alone: `node scripts/bench/search.mjs` (BENCH_STORIES, BENCH_SEARCH_ITERATIONS, BENCH_SEARCH_ON=sqlite|postgres), or as
// part of `npm run bench`.
import { pathToFileURL } from 'node:url';
import { tempDir } from './processes.mjs';
import { table, verdict } from './report.mjs';

const STORIES = Number(process.env.BENCH_STORIES ?? 100_000);
const ITERATIONS = Number(process.env.BENCH_SEARCH_ITERATIONS ?? 200);
const TARGET_P95_MS = 20;

// A vocabulary with a long tail, as news copy has: a few words in many stories, most in few.
const COMMON = [
  'falcons',
  'game',
  'season',
  'team',
  'win',
  'coach',
  'home',
  'conference',
  'senior',
  'points',
  'first',
  'second',
  'half',
  'record',
  'victory',
];
const SPORT_WORDS = [
  'touchdown',
  'goalkeeper',
  'rebound',
  'inning',
  'overtime',
  'penalty',
  'serve',
  'relay',
  'birdie',
  'pin',
  'hat',
  'trick',
  'shutout',
  'comeback',
  'buzzer',
];
// Names a story now and then mentions (each in about 25 of the 100,000): what a fan looking for one player types.
const NAMES = ['okonkwo', 'brzezinski', 'thorvaldsen', 'achterberg', 'nakashima', 'villalobos', 'quarshie', 'lindqvist'];
const SYLLABLES = ['ka', 'lo', 'ri', 'den', 'mar', 'sel', 'tor', 'vin', 'qua', 'bel', 'nor', 'fen', 'gar', 'lis', 'tam', 'rek'];

function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function storyAt(i, random, sports) {
  const pick = (list) => list[Math.floor(random() * list.length)];
  const rare = () => pick(SYLLABLES) + pick(SYLLABLES) + pick(SYLLABLES);
  // Each common word ends up in about a third of the stories, each sport word in 2-3 % (a "rare" word in few).
  const word = () => {
    const r = random();
    return r < 0.06 ? pick(COMMON) : r < 0.064 ? pick(SPORT_WORDS) : rare();
  };
  const sport = sports[i % sports.length];
  const day = new Date(Date.UTC(2016, 0, 1) + Math.floor((i / STORIES) * 3650) * 86_400_000);
  const y = day.getUTCFullYear();
  const m = day.getUTCMonth() + 1;
  const d = day.getUTCDate();
  const title = `${sport.title} ${Array.from({ length: 6 }, word).join(' ')}`;
  const url = `/news/${y}/${m}/${d}/bench-story-${i}`;
  const date = `${day.toISOString().slice(0, 10)}T12:00:00-05:00`;
  return {
    id: 2_000_000 + i,
    sport_id: sport.id,
    sort_date: date,
    slug: url,
    body: {
      id: 2_000_000 + i,
      title,
      sub_headline: null,
      teaser: `${i % 500 === 7 ? `${NAMES[((i / 500) % NAMES.length) | 0]} ` : ''}${Array.from({ length: 18 }, word).join(' ')}`,
      byline: 'Bench Writer',
      date,
      type: 'story',
      url,
      image: null,
      alternate_image: null,
      links: [],
      video: null,
      writer: null,
      sport_id: sport.id,
      games: [],
      gallery_id: null,
      content_template: null,
      content: `<p>${Array.from({ length: 80 }, word).join(' ')}</p>`,
      published: true,
    },
  };
}

const at = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** The search and archive figures on SQLite, then on a private PostgreSQL cluster (the same stories, the same calls). */
export async function searchBench() {
  // BENCH_SEARCH_ON=sqlite or postgres measures that database alone.
  const only = process.env.BENCH_SEARCH_ON;
  const sqlite = only === 'postgres' ? null : await searchOn('SQLite', null);
  if (only === 'sqlite') return { sqlite, postgres: null };
  const { startPostgresCluster } = await import('../../tests/support/postgres-cluster.ts');
  const cluster = await startPostgresCluster();
  try {
    const postgres = await searchOn('PostgreSQL', cluster.url);
    return { sqlite, postgres };
  } finally {
    await cluster.stop();
  }
}

async function searchOn(database, databaseUrl) {
  const [{ Store }, { seedIfEmpty }, { buildSchool }, { defaultTemplates }, { resolvePage }] = await Promise.all([
    import('../../src/server/store/store.server.ts'),
    import('../../src/server/store/seed.server.ts'),
    import('../../fixtures/school/index.ts'),
    import('../../src/pages/page-info.ts'),
    import('../../src/server/page/resolve-page.server.ts'),
  ]);
  const school = buildSchool();
  const store = await Store.connect({ dataDir: tempDir('search'), databaseUrl: databaseUrl ?? undefined });
  await seedIfEmpty(store, school, defaultTemplates());
  const sports = school.sports.filter((s) => !s.non_sport);
  const random = rng(2026);
  const started = performance.now();
  for (let from = 0; from < STORIES; from += 5000) {
    await store.documents.put(
      school.tenant,
      'stories',
      Array.from({ length: Math.min(5000, STORIES - from) }, (_, k) => storyAt(from + k, random, sports)),
    );
  }
  const loadSeconds = (performance.now() - started) / 1000;
  if (databaseUrl) {
    // Statistics and the visibility map for the bulk just written, as autovacuum makes them within a minute of it
    // (an insert-driven vacuum, then analyze): without statistics the first plans guess, and without the map a
    // count that an index answers visits every row (a bulk import or store:copy is followed by the same).
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query('VACUUM ANALYZE');
    await client.end();
  }

  // What fans type: a word in a third of the stories, a name in a handful, two words, a quoted phrase (its words,
  // all of them), a word in none; then a type's third page, a sport filter and the archives.
  const cases = [
    ['search, a common word', '/search?q=season', 'results'],
    ['search, a rare name', '/search?q=Brzezinski', 'results'],
    ['search, one word', '/search?q=overtime', 'results'],
    ['search, two words', '/search?q=senior+goalkeeper', 'results'],
    ['search, a phrase', '/search?q=%22second+half%22', 'results'],
    ['search, no match', '/search?q=zyzzogeton', 'results'],
    ['search, one word, one type, page 3', '/search?q=comeback&type=story&page=3', 'results'],
    ['search, sport filter', '/search?q=victory&sport=football', 'results'],
    ['archive, page 50', '/archives?page=50', 'archive'],
    ['archive, sport + season, page 5', '/archives?sport=football&season=2020-21&page=5', 'archive'],
    ['archive, words, page 2', '/archives?q=comeback&page=2', 'archive'],
  ];
  const rows = [];
  for (const [label, path, widget] of cases) {
    const times = [];
    let total = '0';
    for (let i = -20; i < ITERATIONS; i++) {
      const t = performance.now();
      const result = await resolvePage({ store, tenant: school.tenant, path, staff: false, now: new Date('2026-11-21T17:00:00Z') });
      const elapsed = performance.now() - t;
      if (i >= 0) times.push(elapsed);
      const slot = result.kind === 'page' ? result.payload.widgets[widget] : null;
      if (!slot?.ok) throw new Error(`${path}: ${slot?.error ?? 'no widget'}`);
      total = `${slot.data.total}${slot.data.more ? '+' : ''}`;
    }
    times.sort((a, b) => a - b);
    rows.push({ label, path, matches: total, p50: at(times, 0.5), p95: at(times, 0.95) });
  }
  await store.close();
  console.info(
    `\nSearch and archive on ${database} over ${STORIES.toLocaleString('en-US')} generated stories (+ the school), ${ITERATIONS} page payloads each, in-process; stored and indexed in ${loadSeconds.toFixed(1)} s\n`,
  );
  console.info(
    table(
      ['call', 'path', 'matches', 'p50 ms', 'p95 ms', `target p95 <= ${TARGET_P95_MS}`],
      rows.map((r) => [r.label, r.path, r.matches, r.p50.toFixed(2), r.p95.toFixed(2), verdict(r.p95 <= TARGET_P95_MS)]),
      [2, 3, 4],
    ),
  );
  return { stories: STORIES, loadSeconds, cases: rows };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    await searchBench();
  } catch (error) {
    console.error(`search bench failed: ${error instanceof Error ? error.stack : error}`);
    process.exitCode = 1;
  }
}
