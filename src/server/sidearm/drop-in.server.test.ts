import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolvePage } from '#src/server/page/resolve-page.server.ts';
import { Store } from '#src/server/store/store.server.ts';
import { TEST_NOW, seededStore } from '#tests/support/seeded-store.ts';
import { PIXEL_PNG } from './fake-sidearm.fixture.ts';
import { runImport } from './import.server.ts';

// Drop-in (docs/decisions/0037-sidearm-shaped-reads.md): the importer, pointed at this site's own SIDEARM-shaped
// reads of the demo school, fills an empty store whose pages show what the demo's show, on every field SIDEARM
// carries.

/**
 * What SIDEARM's answers do not carry, or the import rewrites: the only differences allowed, by widget data path
 * (`**.` any depth, `*` one key or index). `presence`: both set or both none; `slug`: the same address but for
 * its slug (the id decides, an old slug answers 301); `any`: not compared.
 */
const NOT_CARRIED: { path: string; compare: 'presence' | 'slug' | 'any'; why: string }[] = [
  {
    path: 'staff.groups.*.people.*.url',
    compare: 'slug',
    why: "SIDEARM's roster coaches carry no slug: the importer makes one from the name",
  },
  { path: '**.image.url', compare: 'presence', why: 'files are copied into the file store: a new address' },
  { path: '**.image.width', compare: 'any', why: "SIDEARM's images have no size" },
  { path: '**.image.height', compare: 'any', why: "SIDEARM's images have no size" },
  { path: '**.opponent.image', compare: 'presence', why: 'files are copied into the file store: a new address' },
  { path: '**.games.*.result.line_scores', compare: 'any', why: 'SIDEARM answers no line scores' },
  { path: '**.games.*.game_state', compare: 'any', why: "a live game's state comes from the scoring system, not SIDEARM" },
  { path: '**.games.*.game_state_display', compare: 'any', why: "a live game's state comes from the scoring system, not SIDEARM" },
  { path: '**.games.*.status', compare: 'any', why: "the live state's label (Live, Delayed) follows game_state" },
  { path: '*.promotion', compare: 'any', why: 'promotions are not a SIDEARM resource the importer reads' },
];

/** Links that follow from a field SIDEARM does not carry (`game_center_enabled`): left out before comparing. */
const NOT_CARRIED_LINKS = new Set(['Game Center']);

const ctx = seededStore('sidearm-drop-in');
const TENANT = 'dropin-school';
let server: Server;
let dataDir = '';
let target: Store;

beforeAll(async () => {
  // This site's /api/v2 over HTTP, as SIDEARM is reached; any other path is a picture (the file copy).
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://source');
    if (!url.pathname.startsWith('/api/v2/')) {
      res.writeHead(200, { 'content-type': 'image/png' }).end(PIXEL_PNG);
      return;
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
    void ctx.api(new Request(url.href, { headers })).then(async (answer) => {
      res.writeHead(answer.status, Object.fromEntries(answer.headers)).end(Buffer.from(await answer.arrayBuffer()));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  dataDir = mkdtempSync(join(tmpdir(), 'sidearm-drop-in-'));
  const { port } = server.address() as AddressInfo;
  const report = await runImport({
    dataDir,
    tenant: TENANT,
    apiUrl: `http://127.0.0.1:${port}/api/v2`,
    sidearmTenant: ctx.school.tenant,
    concurrency: 4,
    site: { ...ctx.school.site },
    log: () => {},
  });
  expect(report.resources.filter((r) => !r.complete).map((r) => `${r.resource}: ${JSON.stringify(r)}`)).toEqual([]);
  target = Store.open(dataDir);
}, 240_000);

afterAll(async () => {
  await target?.close();
  await new Promise((resolve) => server?.close(resolve));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function widgets(store: Store, tenant: string, path: string) {
  const result = await resolvePage({ store, tenant, path, staff: false, now: TEST_NOW });
  if (result.kind !== 'page') throw new Error(`${path} redirected to ${result.location}`);
  return Object.fromEntries(Object.entries(result.payload.widgets).map(([id, slot]) => [id, slot.ok ? slot.data : { error: slot.error }]));
}

const matches = (pattern: string, path: string) =>
  new RegExp(
    `^${pattern
      .replace(/\./g, '\\.')
      .replace(/\*\*\\\./g, '(.+\\.)?')
      .replace(/\*/g, '[^.]+')}$`,
  ).test(path);

/** Where `a` and `b` differ, as `path: a ≠ b`, leaving out NOT_CARRIED paths where both are set or both are none. */
function differences(a: unknown, b: unknown, path = ''): string[] {
  const allowed = NOT_CARRIED.find((entry) => matches(entry.path, path.replace(/^[^#]*#/, '')));
  if (allowed?.compare === 'any') return [];
  if (allowed?.compare === 'slug' && typeof a === 'string' && typeof b === 'string') {
    const unslugged = (url: string) => url.replace(/\/[^/]+\/(\d+)$/, '/*/$1');
    return unslugged(a) === unslugged(b) ? [] : [`${path}: ${a} ≠ ${b}`];
  }
  if (allowed) return (a == null) === (b == null) ? [] : [`${path}: ${JSON.stringify(a)} ≠ ${JSON.stringify(b)}`];
  if (Array.isArray(a) && Array.isArray(b) && path.endsWith('.links')) {
    const kept = (links: unknown[]) => links.filter((l) => !NOT_CARRIED_LINKS.has((l as { title?: string }).title ?? ''));
    return differences(kept(a), kept(b), `${path}~`);
  }
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].flatMap((k) => differences((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`));
  }
  return Object.is(a, b) ? [] : [`${path}: ${JSON.stringify(a)?.slice(0, 120)} ≠ ${JSON.stringify(b)?.slice(0, 120)}`];
}

describe('drop-in: the importer reads this site as it reads SIDEARM', () => {
  it('resolves the same widget data on every field SIDEARM carries', { timeout: 120_000 }, async () => {
    const { school } = ctx;
    const football = school.sports.find((s) => s.global_sport_shortname === 'mfootbl')!;
    const seasons = [...new Set(school.games.filter((g) => g.sport_id === football.id).map((g) => g.season))].sort();
    const rosterSeasons = [...new Set(school.roster.filter((p) => p.sport_id === football.id).map((p) => p.season))].sort();
    const player = school.roster.find((p) => p.sport_id === football.id && p.published && p.season === rosterSeasons.at(-1))!;
    const coach = school.staff.find((s) => s.kind === 'coach' && s.sport_id === football.id && s.season === rosterSeasons.at(-1))!;
    const story = school.stories.find((s) => s.published && s.sport_id === football.id)!;
    const base = `/sports/${football.global_sport_name_slug}`;
    const paths = [
      '/',
      base,
      `${base}/roster`,
      `${base}/roster/${rosterSeasons.at(-2)}`,
      `${base}/roster/${player.slug}/${player.id}`,
      `${base}/roster/coaches/${coach.slug}/${coach.id}`,
      `${base}/schedule`,
      `${base}/schedule/${seasons.at(-2)}`,
      story.url,
      '/staff-directory',
    ];
    const department = school.staff.find((s) => s.kind === 'department' && s.published)!;
    const game = school.games.find((g) => g.sport_id === football.id && g.season === seasons.at(-2))!;
    // What each page must show, so that equal pages are not equally empty.
    const shows: Record<string, string> = {
      [`${base}/roster/${rosterSeasons.at(-2)}`]: school.roster.find(
        (p) => p.sport_id === football.id && p.season === rosterSeasons.at(-2),
      )!.last_name,
      [`${base}/roster/${player.slug}/${player.id}`]: player.last_name,
      [`${base}/roster/coaches/${coach.slug}/${coach.id}`]: coach.last_name,
      [`${base}/schedule/${seasons.at(-2)}`]: game.opponent.title,
      [story.url]: story.title,
      '/staff-directory': department.last_name,
    };
    const found: string[] = [];
    for (const path of paths) {
      const [ours, imported] = [await widgets(ctx.store, school.tenant, path), await widgets(target, TENANT, path)];
      expect(JSON.stringify(ours), path).not.toContain('"error"');
      if (shows[path]) expect(JSON.stringify(imported), path).toContain(JSON.stringify(shows[path]).slice(1, -1));
      for (const id of Object.keys(ours)) found.push(...differences(ours[id], imported[id], `${path}#${id}`));
    }
    expect(found).toEqual([]);
  });
});
