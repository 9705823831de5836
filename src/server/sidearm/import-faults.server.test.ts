import { describe, expect, it } from 'vitest';
import { StorySchema } from '#schemas/entities/story.ts';
import { resourceOf, TENANT, importHarness } from './import-harness.fixture.ts';

const harness = importHarness();
const { run, withStore } = harness;

const storiesHere = () =>
  withStore(async (store) =>
    (await store.documents.everyById(TENANT, 'stories')).map((row) => {
      const story = StorySchema.parse(row.body);
      return [story.id, story.published] as const;
    }),
  );

describe('the SIDEARM import when SIDEARM misbehaves', () => {
  it('keeps what page 1 of Stories held when page 2 answers 503, deletes nothing, and exits 1', async () => {
    await run();
    harness.sidearm.faults.storiesPage2Status = 503;
    const { report, lines } = await run();
    expect(report.exitCode).toBe(1);
    expect(resourceOf(report, 'Stories')).toMatchObject({ fetched: 2, unchanged: 2, deleted: 0, failed: 1, complete: false });
    expect(lines).toContain(
      'Stories: fetched 2, written 0, unchanged 2, skipped 0, deleted 0, failed 1 — INCOMPLETE ($pageIndex 2: answered 503)',
    );
    // The stories page 2 and 3 held are still published: a list not read in full retires nothing.
    expect(await storiesHere()).toEqual([101, 102, 103, 104, 105].map((id) => [id, true]));
    // Retried, within bounds: asked once by the first run, then by this one and three times more.
    expect(harness.sidearm.counts().get('/api/v2/Stories?%24pageSize=2&%24pageIndex=2')).toBe(1 + 4);
  });

  it('retires (unpublishes) a story SIDEARM no longer lists, when the list was read in full', async () => {
    await run();
    harness.sidearm.faults.withoutStories = [102];
    const { report } = await run();
    expect(report.exitCode).toBe(0);
    expect(resourceOf(report, 'Stories')).toMatchObject({ fetched: 4, written: 0, unchanged: 4, deleted: 1 });
    expect(await storiesHere()).toEqual([101, 102, 103, 104, 105].map((id) => [id, id !== 102]));
  });

  it('stops on a list that repeats its first page, reports it, deletes nothing and exits 1', async () => {
    await run();
    harness.sidearm.faults.storiesRepeatFirstPage = true;
    const { report, lines } = await run();
    expect(report.exitCode).toBe(1);
    expect(resourceOf(report, 'Stories')).toMatchObject({ fetched: 2, deleted: 0, complete: false });
    expect(lines).toContain(
      'Stories: fetched 2, written 0, unchanged 2, skipped 0, deleted 0, failed 0 — INCOMPLETE ($pageIndex 2 repeats the first page)',
    );
    expect(await storiesHere()).toEqual([101, 102, 103, 104, 105].map((id) => [id, true]));
  });

  it('gives a story whose image is a javascript: URL no image, and reports it', async () => {
    const { report, lines } = await run({ javascriptImage: true });
    expect(report.exitCode).toBe(0);
    expect(resourceOf(report, 'Stories')).toMatchObject({ written: 5, failed: 0 });
    expect(resourceOf(report, 'Files')).toMatchObject({ failed: 1, reasons: { 'not an http(s) URL (javascript:)': 1 } });
    expect(lines.find((l) => l.startsWith('Files:'))).toMatch(/failed 1 \(not an http\(s\) URL \(javascript:\)\)$/);
    const story = StorySchema.parse(await withStore((store) => store.documents.get(TENANT, 'stories', 104)));
    expect(story.image).toBeNull();
  });

  it('stores a story body without the <script> or event handlers SIDEARM sent', async () => {
    const { report, lines } = await run();
    expect(report.exitCode).toBe(0);
    expect(lines).toContain('Stories: fetched 5, written 5, unchanged 0, skipped 0, deleted 0, failed 0');
    const story = StorySchema.parse(await withStore((store) => store.documents.get(TENANT, 'stories', 104)));
    expect(story.content).toContain('<p>A late winner.</p>');
    expect(story.content).toContain('Final.');
    expect(story.content).not.toMatch(/<script|alert|onclick/i);
  });

  it('waits as long as a 429 says (Retry-After) and then imports', async () => {
    const started = Date.now();
    const { report, lines } = await run({ seo429: true });
    expect(report.exitCode).toBe(0);
    expect(resourceOf(report, 'Seo')).toMatchObject({ written: 1, deleted: 0, failed: 0, complete: true });
    expect(lines.find((l) => l.startsWith('Seo:'))).toMatch(/^Seo: fetched \d+, written 1, unchanged 0, skipped 0, deleted 0, failed 0$/);
    expect(harness.sidearm.counts().get('/api/v2/Seo')).toBe(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });

  it('keeps a game it imported before when SIDEARM now sends it with an unknown status: reported, not deleted', async () => {
    const only = ['Sports', 'Schedules'] as const;
    await run({}, { only: [...only] });
    harness.sidearm.faults.unknownGameStatus = true;
    const { report, lines } = await run({}, { only: [...only] });
    expect(report.exitCode).toBe(0);
    expect(resourceOf(report, 'Schedules')).toMatchObject({ fetched: 5, written: 0, unchanged: 4, deleted: 0, failed: 1 });
    expect(lines.find((l) => l.startsWith('Schedules:'))).toContain('unknown game status "Z"');
    const ids = await withStore(async (store) => (await store.documents.everyById(TENANT, 'games')).map((row) => row.id));
    expect(ids).toEqual([6001, 6101, 6102, 6103, 6701]);
  });

  it('writes nothing, not even the tenant, when Sports holds an entry that is not a sport', async () => {
    const { report, lines } = await run({ brokenSport: true });
    expect(report.exitCode).toBe(1);
    expect(lines[0]).toMatch(
      /^Sports: fetched 3, written 0, .* failed 1 — INCOMPLETE \(entry 2 is not a SIDEARM sport \(title: .*\); nothing was written\)$/,
    );
    expect(await withStore((store) => store.tenants.has(TENANT))).toBe(false);
    expect(harness.sidearm.requests.map((r) => r.path)).toEqual(['/api/v2/Sports']);
  });

  it('reports an imported address that opens no page here, and imports the row anyway', async () => {
    const { report, lines } = await run({ oddStoryUrl: true });
    expect(report.exitCode).toBe(0);
    expect(resourceOf(report, 'Stories')).toMatchObject({ written: 5, reasons: { 'address opens no story page here': 1 } });
    expect(lines).toContain(
      'Stories: fetched 5, written 5, unchanged 0, skipped 0, deleted 0, failed 0 (address opens no story page here)',
    );
  });

  it('fetches no file on a private or local address, even through a redirect, and reports it', async () => {
    const { report } = await run({ privateImages: true });
    expect(report.exitCode).toBe(0);
    expect(resourceOf(report, 'Files')).toMatchObject({ failed: 2, reasons: { 'on a private or local address': 2 } });
    const story = StorySchema.parse(await withStore((store) => store.documents.get(TENANT, 'stories', 102)));
    expect(story.image).toBeNull();
    expect(await withStore((store) => store.documents.get(TENANT, 'staff', 502))).toMatchObject({ image: null });
    expect(harness.sidearm.requests.filter((r) => r.path.includes('inside'))).toEqual([
      { path: '/images/redirect-inside.png', query: '', tenant: undefined },
    ]);
  });

  it('keeps the text of a link to a document SIDEARM no longer has, without the link', async () => {
    const { report } = await run({ missingDocument: true });
    expect(report.exitCode).toBe(0);
    expect(resourceOf(report, 'Files')).toMatchObject({ failed: 1, reasons: { 'could not be fetched': 1 } });
    const story = StorySchema.parse(await withStore((store) => store.documents.get(TENANT, 'stories', 102)));
    expect(story.content).toBe('<p>A first win. <a>Box score</a></p>');
  });
});
