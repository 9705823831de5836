import { describe, expect, it } from 'vitest';
import { GameSchema } from '#schemas/entities/game.ts';
import { StorySchema } from '#schemas/entities/story.ts';
import { LEDGER_SETTING } from './ledger.server.ts';
import { resourceOf, TENANT, importHarness } from './import-harness.fixture.ts';

const harness = importHarness();
const { run, withStore } = harness;
const only = ['Sports', 'Stories', 'Schedules'] as const;

const stories = () =>
  withStore(async (store) =>
    (await store.documents.everyById(TENANT, 'stories')).map((row) => {
      const story = StorySchema.parse(row.body);
      return [story.id, story.published] as const;
    }),
  );
const gameIds = () => withStore(async (store) => (await store.documents.everyById(TENANT, 'games')).map((row) => row.id));

describe('SIDEARM import --since', () => {
  it('reads stories back to the first one older than the date and results from it on, and deletes nothing', async () => {
    await run({}, { only: [...only] });
    const before = harness.sidearm.requests.length;
    // Deleted at SIDEARM since: a --since run does not read the lists whole, so it cannot tell.
    harness.sidearm.faults.withoutStories = [102];
    harness.sidearm.faults.withoutGames = [6001];
    const { report, lines } = await run({}, { only: [...only], since: new Date('2026-10-15T00:00:00Z') });
    expect(report.exitCode).toBe(0);
    expect(report.since).toBe('2026-10-15T00:00:00.000Z');
    // Read back two days before --since (a story may be made visible after its date): stories 105, 104 (page 1)
    // and 103 of 14 October (page 2); 101, dated 2 October, ends the walk: no page 3, no detail of 101.
    expect(resourceOf(report, 'Stories')).toMatchObject({ fetched: 3, written: 0, unchanged: 3, deleted: 0, complete: true });
    expect(lines).toContain('Stories: fetched 3, written 0, unchanged 3, skipped 0, deleted 0, failed 0');
    // No result since 13 October; the upcoming games are all asked.
    expect(resourceOf(report, 'Schedules')).toMatchObject({ fetched: 2, unchanged: 2, deleted: 0, failed: 0 });
    const asked = harness.sidearm.requests.slice(before).map((r) => decodeURIComponent(`${r.path}${r.query}`));
    expect(asked.filter((r) => r.includes('/Stories')).toSorted()).toEqual(
      [
        '/api/v2/Stories?$pageSize=2',
        '/api/v2/Stories?$pageSize=2&$pageIndex=2',
        '/api/v2/Stories/2026-10-25T15:30:00/herons-clinch-title',
        '/api/v2/Stories/2026-10-20T15:30:00/late-goal-lifts-herons',
        '/api/v2/Stories/2026-10-14T15:30:00/block-story',
      ].toSorted(),
    );
    expect(asked).toContain('/api/v2/EventsResults/results?sportId=3&StartDate=2026-10-13&$pageSize=2');
    expect(asked.filter((r) => /ScheduleGames|Record/.test(r)).toSorted()).toEqual([
      '/api/v2/ScheduleGames/6103',
      '/api/v2/ScheduleGames/6701',
    ]);
    expect(await stories()).toEqual([101, 102, 103, 104, 105].map((id) => [id, true]));
    expect(await gameIds()).toEqual([6001, 6101, 6102, 6103, 6701]);

    // The next full run reads the lists whole and retires both.
    const full = await run({}, { only: [...only] });
    expect(full.report.exitCode).toBe(0);
    expect(resourceOf(full.report, 'Stories')).toMatchObject({ deleted: 1 });
    expect(resourceOf(full.report, 'Schedules')).toMatchObject({ deleted: 1 });
    expect(await stories()).toEqual([101, 102, 103, 104, 105].map((id) => [id, id !== 102]));
    expect(await gameIds()).toEqual([6101, 6102, 6103, 6701]);
  });
});

describe('SIDEARM import deletions', () => {
  it('deletes a game it wrote that SIDEARM no longer lists, unpublishes such a story, and never touches an editor`s rows', async () => {
    await run({}, { only: [...only] });
    // Rows an editor made here, in the same sport and season as imported ones.
    await withStore(async (store) => {
      const game = GameSchema.parse(await store.documents.get(TENANT, 'games', 6101));
      const story = StorySchema.parse(await store.documents.get(TENANT, 'stories', 105));
      await store.documents.put(TENANT, 'games', [
        { id: 9001, sport_id: 3, season: '2026', sort_date: game.date_utc, body: { ...game, id: 9001 } },
      ]);
      await store.documents.put(TENANT, 'stories', [
        {
          id: 9002,
          sport_id: story.sport_id,
          sort_date: story.date,
          slug: 'editors-note',
          body: { ...story, id: 9002, url: 'editors-note' },
        },
      ]);
    });
    harness.sidearm.faults.withoutGames = [6001, 6102];
    harness.sidearm.faults.withoutStories = [102];
    const { report, lines } = await run({}, { only: [...only] });
    expect(report.exitCode).toBe(0);
    expect(lines.find((l) => l.startsWith('Schedules:'))).toMatch(
      /^Schedules: fetched 3, written 0, unchanged 3, skipped 0, deleted 2, failed 0/,
    );
    expect(await gameIds()).toEqual([6101, 6103, 6701, 9001]);
    expect(await stories()).toEqual([...[101, 102, 103, 104, 105].map((id) => [id, id !== 102]), [9002, true]]);
    // Deleted rows leave the importer's record: an editor may use their ids from now on.
    const ledger = (await withStore((store) => store.settings.get(TENANT, LEDGER_SETTING))) as { rows: Record<string, number[]> };
    expect(ledger.rows.games).toEqual([6101, 6103, 6701]);
    // The schedule and search no longer hold the deleted games.
    expect(await withStore((store) => store.documents.get(TENANT, 'games', 6001, false))).toBeUndefined();

    const again = await run({}, { only: [...only] });
    expect(resourceOf(again.report, 'Schedules')).toMatchObject({ written: 0, deleted: 0 });
  });
});
