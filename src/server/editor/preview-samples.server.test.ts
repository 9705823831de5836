import { beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_NOW } from '#fixtures/school/index.ts';
import { PAGE_NAMES } from '#schemas/page.ts';
import { seedFiles } from '#src/server/files/seed-files.server.ts';
import { pageOf } from '#src/pages/page-info.ts';
import { seededStore } from '#tests/support/seeded-store.ts';
import { recordTitle, sampleCandidates } from './preview-samples.server.ts';

const seeded = seededStore('preview-samples', { staffToken: 'preview-samples-staff-token-01' });
beforeAll(async () => {
  await seedFiles(seeded.store, seeded.school.tenant, seeded.school.documents, new Date(FIXTURE_NOW));
});

const withSample = PAGE_NAMES.filter((name) => pageOf(name).preview);

describe('preview samples from the store (the editor previews pages whose address needs a record)', () => {
  it.each(withSample)('the first candidate of %s shows that page, as staff', async (name) => {
    const [first] = await sampleCandidates(seeded.store, seeded.school.tenant, pageOf(name).preview!, { limit: 1 });
    expect(first, `${name}: no record gives an address`).toBeDefined();
    expect((await seeded.page(first!.address, true)).page.name).toBe(name);
  });

  it('the story page starts from the latest published story and finds another by its title', async () => {
    const sample = pageOf('story').preview!;
    const latest = seeded.school.stories.filter((s) => s.published).toSorted((a, b) => b.date.localeCompare(a.date))[0]!;
    const [first] = await sampleCandidates(seeded.store, seeded.school.tenant, sample);
    expect(first).toEqual({ title: latest.title, address: latest.url });
    const other = seeded.school.stories.filter((s) => s.published && s.id !== latest.id).at(-1)!;
    const found = await sampleCandidates(seeded.store, seeded.school.tenant, sample, { query: other.title.toUpperCase() });
    expect(found.map((c) => c.address)).toContain(other.url);
    expect(found.every((c) => c.title.toLowerCase().includes(other.title.toLowerCase()))).toBe(true);
    expect(await sampleCandidates(seeded.store, seeded.school.tenant, sample, { query: 'no story is called this %_' })).toEqual([]);
  });

  it('a player is found by first and last name; a game is named by its opponent and date', async () => {
    const player = seeded.school.roster[0]!;
    const found = await sampleCandidates(seeded.store, seeded.school.tenant, pageOf('roster_bio').preview!, {
      query: `${player.first_name} ${player.last_name}`,
    });
    expect(found.map((c) => c.title)).toContain(`${player.first_name} ${player.last_name} (${player.season})`);
    const game = seeded.school.games[0]!;
    expect(recordTitle('games', game)).toBe(`${game.opponent.title}, ${game.date.slice(0, 10)}`);
  });

  it('GET /admin/pages/{page}/samples: staff only, 404 for a page without a sample, candidates by title', async () => {
    expect((await seeded.call('GET', '/admin/pages/story/samples', undefined, false)).status).toBe(401);
    expect((await seeded.call('GET', '/admin/pages/homepage/samples')).status).toBe(404);
    expect((await seeded.call('GET', '/admin/pages/nope/samples')).status).toBe(404);
    expect((await seeded.call('GET', '/admin/pages/story/samples?limit=0')).status).toBe(400);
    const answer = (await (await seeded.call('GET', '/admin/pages/story/samples?limit=3')).json()) as {
      collection: string;
      items: { title: string; address: string }[];
    };
    expect(answer.collection).toBe('stories');
    expect(answer.items).toHaveLength(3);
  });
});
