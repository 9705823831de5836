import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { StaffMemberSchema } from '#schemas/entities/roster.ts';
import { StorySchema } from '#schemas/entities/story.ts';
import { resourceOf, resourceOf as resource, TENANT, importHarness } from './import-harness.fixture.ts';
import type { RunReport } from './report.server.ts';

const harness = importHarness();
const { run, withStore } = harness;

describe('npm run sidearm:import against a SIDEARM-shaped API', () => {
  it('fills an empty store: sports, SEO, menus, staff and stories, their files copied', async () => {
    const { report, lines } = await run();
    expect(report.exitCode).toBe(0);
    expect(resource(report, 'Sports')).toMatchObject({ fetched: 2, written: 2, failed: 0 });
    expect(resource(report, 'Seo')).toMatchObject({ written: 1 });
    // The main menu and both sports' menus.
    expect(resource(report, 'Navigation')).toMatchObject({ written: 3, failed: 0 });
    expect(resource(report, 'Staff')).toMatchObject({ fetched: 3, written: 3 });
    expect(resource(report, 'Stories')).toMatchObject({ fetched: 5, written: 5, failed: 0 });
    expect(resource(report, 'Google')).toMatchObject({ written: 1 });
    expect(resource(report, 'Rosters')).toMatchObject({ fetched: 9, written: 9, failed: 0 });
    expect(resource(report, 'Schedules')).toMatchObject({ fetched: 5, written: 5, failed: 0 });
    // Six files: the sharing image and two staff pictures are the same bytes, and so are two stories' pictures
    // (105's body shows its own picture again: asked once); 105's body links a PDF. Stored once per content.
    // Eight more: four players' and three coaches' pictures and an opponent's logo, the staff pictures' bytes again.
    expect(resource(report, 'Files')).toMatchObject({ fetched: 14, written: 3, unchanged: 11, failed: 0 });
    expect(lines).toContain('Stories: fetched 5, written 5, unchanged 0, skipped 0, deleted 0, failed 0');

    await withStore(async (store) => {
      const sports = await store.sports.list(TENANT);
      expect(sports.map((s) => [s.id, s.abbreviation, s.gender, s.global_sport_name_slug])).toEqual([
        [3, '', 'F', 'womens-soccer'],
        [7, 'MBB', 'M', 'mens-basketball'],
      ]);
      const seo = await store.settings.seo(TENANT);
      expect(seo).toMatchObject({ siteName: 'Lakeshore Tech Athletics', mascotNames: ['Heron', 'Herons'], delimiter: ' - ' });
      expect(seo.ogImage).toMatch(/^\/documents\/sidearm\/[0-9a-f]{24}\.png$/);
      const navigation = await store.settings.navigation(TENANT);
      expect(navigation.map((n) => [n.title, n.url])).toEqual([
        ['Sports', null],
        ['Tickets', 'https://tickets.example.org/lakeshore'],
        // spec 2.5: a link is followed by the browser; a javascript: one is left out.
        ['Fan Zone', null],
      ]);
      expect(navigation[0]!.columns.map((c) => c.items.map((i) => i.title))).toEqual([["Women's Soccer"], ["Men's Basketball"]]);
      expect((await store.settings.sportNavigation(TENANT, 3)).map((n) => [n.title, n.class_name, n.items.length])).toEqual([
        ['Schedule', 'sport-home', 0],
        ['More', null, 1],
      ]);

      const story = StorySchema.parse(await store.documents.get(TENANT, 'stories', 105));
      // Ids and URLs are kept (without the .aspx old links end in: url-cleanup answers those with a 301).
      expect(story.url).toBe('/news/2026/10/25/herons-clinch-title');
      expect(story.image?.url).toMatch(/^\/documents\/sidearm\//);
      expect(story.content).toContain(`src="${story.image!.url}"`);
      expect(story.content).not.toContain('srcset');
      const pdf = /href="(\/documents\/sidearm\/[0-9a-f]{24}\.pdf)"/.exec(story.content)?.[1];
      expect(await store.files.find(TENANT, pdf ?? '')).toMatchObject({ content_type: 'application/pdf' });
      // The same PDF as a story link: one copy; other sites' links stay as they are.
      expect(story.links).toEqual([
        { title: 'Final stats', url: pdf },
        { title: 'Standings', url: 'https://conference.example.org/standings' },
      ]);
      const file = await store.files.find(TENANT, story.image!.url);
      expect(file).toMatchObject({ content_type: 'image/png', access: 'public' });

      const staff = (await store.documents.everyById(TENANT, 'staff'))
        .map((row) => StaffMemberSchema.parse(row.body))
        .filter((s) => s.kind === 'department');
      expect(staff.map((s) => [s.id, s.slug, s.department])).toEqual([
        [501, 'marisol-okafor', 'Administration'],
        [502, 'teodor-lindqvist', 'Communications'],
        [503, 'priya-haldane', 'Sports Medicine'],
      ]);
      expect(staff[0]!.image?.url).toBe(staff[2]!.image?.url);
    });

    const saved = readdirSync(join(harness.dataDir, 'sidearm-import'));
    expect(saved).toEqual([`${report.run}.json`]);
    const json = JSON.parse(readFileSync(join(harness.dataDir, 'sidearm-import', saved[0]!), 'utf8')) as RunReport;
    expect(json.exitCode).toBe(0);
    expect(json.notImported.some((r) => r.startsWith('Stats'))).toBe(true);
  });

  it('asks SIDEARM for each resource once, with the tenant header', async () => {
    await run();
    const asked = [...harness.sidearm.counts().entries()];
    expect(asked.filter(([, n]) => n > 1)).toEqual([]);
    expect(harness.sidearm.requests.filter((r) => r.path.startsWith('/api/')).every((r) => r.tenant === 'lakeshore')).toBe(true);
    // Files go to whichever host holds them: the SIDEARM tenant is not sent there.
    expect(harness.sidearm.requests.filter((r) => r.path.startsWith('/images/')).every((r) => r.tenant === undefined)).toBe(true);
  });

  it('writes nothing on a second run against an unchanged source, and leaves the content version alone', async () => {
    await run();
    const version = await withStore((store) => store.tenants.contentVersion(TENANT));
    const { report, lines } = await run();
    expect(report.exitCode).toBe(0);
    for (const r of report.resources) expect([r.resource, r.written, r.deleted]).toEqual([r.resource, 0, 0]);
    expect(resource(report, 'Stories').unchanged).toBe(5);
    expect(await withStore((store) => store.tenants.contentVersion(TENANT))).toBe(version);
    expect(lines).toContain('Staff: fetched 3, written 0, unchanged 3, skipped 0, deleted 0, failed 0');
  });

  it('writes nothing at all with --dry-run, and says what it would write', async () => {
    const { report } = await run({}, { dryRun: true });
    expect(report.dryRun).toBe(true);
    expect(resource(report, 'Stories').written).toBe(5);
    expect(await withStore((store) => store.tenants.has(TENANT))).toBe(false);
  });

  it('never overwrites a row the importer did not write: the id is skipped and reported', async () => {
    await withStore(async (store) => {
      await store.tenants.add(TENANT, TENANT);
      const own = StorySchema.parse({ ...storyBody(102), title: 'Written here by an editor' });
      await store.documents.put(TENANT, 'stories', [{ id: 102, sort_date: own.date, slug: own.url, body: own }]);
    });
    const { report, lines } = await run();
    expect(resource(report, 'Stories')).toMatchObject({ written: 4, skipped: 1 });
    expect(lines).toContain(
      'Stories: fetched 5, written 4, unchanged 0, skipped 1, deleted 0, failed 0 (id used by a row not written by the importer)',
    );
    const kept = await withStore((store) => store.documents.get(TENANT, 'stories', 102));
    expect(kept).toMatchObject({ title: 'Written here by an editor' });
  });

  it('adds what SIDEARM does not serve from --site (address, phone, conference), checked against the site settings', async () => {
    const site = {
      schoolAddress: '1 Harbor Road, Lakeshore',
      schoolPhoneNumber: '(555) 010-2000',
      conference: { name: 'Lakes Conference', url: 'https://lakes.example.org', logo: '' },
    };
    const { report } = await run({}, { site });
    expect(resourceOf(report, 'Site file')).toMatchObject({ written: 1, failed: 0 });
    expect(await withStore((store) => store.settings.site(TENANT))).toMatchObject(site);
    const again = await run({}, { site });
    expect(resourceOf(again.report, 'Site file')).toMatchObject({ written: 0, unchanged: 1 });
    const { report: refused } = await run({}, { site: { schoolPhoneNumber: 42 } });
    expect(refused.exitCode).toBe(1);
    expect(resourceOf(refused, 'Site file').reasons).toEqual({
      'site file: schoolPhoneNumber: Invalid input': 1,
    });
  });

  it('refuses to import into the demo school without --replace, even into an empty store (TENANT left at its default)', async () => {
    const { report, lines } = await run({}, { tenant: 'northfield' });
    expect(report.exitCode).toBe(1);
    expect(lines[0]).toMatch(/refused: TENANT "northfield" is the demo school; set TENANT to the school's own, or pass --replace/);
    expect(harness.sidearm.requests).toEqual([]);
  });

  it('imports into a store seeded as the demo school with --replace, skipping the ids the demo uses', async () => {
    await withStore(async (store) => {
      await store.tenants.add('northfield', 'Northfield State Athletics');
      await store.settings.put('northfield', 'demo', { seeded: true });
      await store.settings.put('northfield', 'seo', {
        title: 'Northfield State Athletics',
        meta: 'The demo school',
        siteName: 'Northfield State Athletics',
        schoolName: 'Northfield State University',
        mascotNames: ['Falcon'],
        ogImage: null,
        delimiter: ' | ',
      });
      const own = StorySchema.parse({ ...storyBody(104), title: 'A demo story' });
      await store.documents.put('northfield', 'stories', [{ id: 104, sort_date: own.date, slug: own.url, body: own }]);
    });
    const { report } = await run({}, { tenant: 'northfield', replace: true });
    expect(report.exitCode).toBe(0);
    expect(resource(report, 'Stories')).toMatchObject({ written: 4, skipped: 1 });
    // --replace lets the import write settings made here (the demo's), never rows.
    expect(await withStore((store) => store.settings.seo('northfield'))).toMatchObject({ siteName: 'Lakeshore Tech Athletics' });
  });
});

function storyBody(id: number) {
  return {
    id,
    title: 'A story',
    sub_headline: null,
    teaser: null,
    byline: null,
    date: '2026-10-09T15:30:00',
    type: 'story',
    url: '/news/2026/10/9/herons-open-season',
    image: null,
    alternate_image: null,
    video: null,
    writer: null,
    sport_id: null,
    gallery_id: null,
    content_template: null,
    content: '<p>Ours.</p>',
  };
}
