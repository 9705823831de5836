import { spawnSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_NOW } from '#fixtures/school/index.ts';
import type { StoredFile } from '#schemas/entities/file.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import { PAGE_NAMES } from '#schemas/page.ts';
import { seedFiles } from '#src/server/files/seed-files.server.ts';
import { seededStore } from '#tests/support/seeded-store.ts';
import type { PreviewCollections, PreviewSample } from './define-page.ts';
import { pageOf, pageTitle } from './page-info.ts';
import { PAGES } from './pages.gen.ts';

const seeded = seededStore('page-files');
beforeAll(async () => {
  await seedFiles(seeded.store, seeded.school.tenant, seeded.school.documents, new Date(FIXTURE_NOW));
});

/** Pages that need a record in their address but have no sample, and why. */
const NO_SAMPLE: Readonly<Record<string, string>> = {
  'stats-pdf': 'the address serves the PDF; the page is only the 404 of a season without statistics',
  staff_department: 'a department is numbered from the staff list, not a stored record',
};

/** Whether an address of the route can be written with no record: its required segments are all fixed. */
const needsNoRecord = (path: string) => !path.split('/').some((segment) => /^[:*]/.test(segment) && !segment.endsWith('?'));

/** The demo school's records of a collection, each with its sport and date, as the editor will read them. */
function recordsOf(collection: keyof PreviewCollections): { record: unknown; sportId: number | null; date: string | null }[] {
  const school = seeded.school;
  const files = school.documents.map((d): StoredFile => ({ ...d, content_type: 'application/pdf', size: 0, sha256: '', updated_at: '' }));
  const lists: { [C in keyof PreviewCollections]: readonly PreviewCollections[C][] } = {
    sports: school.sports,
    stories: school.stories,
    roster: school.roster,
    staff: school.staff,
    games: school.games,
    awards: school.awards,
    all_americans: school.allAmericans,
    podcasts: school.podcasts.series,
    facilities: school.facilities,
    publications: school.publications,
    forms: school.forms,
    inductees: school.inductees,
    splash: school.splashes,
    tags: school.tags,
    manual_pages: school.manualPages,
    files,
  };
  return lists[collection].map((record) => {
    const fields = record as {
      id?: number;
      sport_id?: number | null;
      sport_ids?: number[];
      date?: string;
      date_utc?: string;
      startDate?: string;
    };
    const sportId = collection === 'sports' ? (fields.id ?? null) : (fields.sport_id ?? fields.sport_ids?.[0] ?? null);
    return { record, sportId, date: fields.date_utc ?? fields.date ?? fields.startDate ?? null };
  });
}

/** The editor's step: the first address the sample builds, walking its collection in its order. */
function sampleAddress(sample: PreviewSample, sports: readonly Sport[]): string | null {
  const records = recordsOf(sample.collection);
  const ordered = sample.pick === 'latest' ? records.toSorted((a, b) => (b.date ?? '').localeCompare(a.date ?? '')) : records;
  const address = sample.address as (record: unknown, sport: Sport | null) => string | null;
  for (const { record, sportId } of ordered) {
    const found = address(record, sports.find((s) => s.id === sportId) ?? null);
    if (found) return found;
  }
  return null;
}

describe('page files (src/pages)', () => {
  it('the generated page list and map are up to date (npm run gen:pages)', () => {
    const run = spawnSync(process.execPath, ['scripts/gen-pages.mjs', '--check'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('each page is filed under its own name, with a label and a section for the editor', () => {
    expect(Object.keys(PAGES).toSorted()).toEqual([...PAGE_NAMES].toSorted());
    for (const name of PAGE_NAMES) {
      const page = pageOf(name);
      expect(page.name).toBe(name);
      expect(page.editor.label.trim(), name).not.toBe('');
      expect(page.editor.section.trim(), name).not.toBe('');
    }
    const labels = PAGE_NAMES.map((name) => `${pageOf(name).editor.section} / ${pageOf(name).editor.label}`);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('titles: the site name at home, the sport alone on its home, else the sport before the page title', () => {
    expect(pageTitle('homepage', 'Football', 'Northfield')).toBe('Northfield');
    expect(pageTitle('sport_home', 'Football', 'Northfield')).toBe('Football');
    expect(pageTitle('sport_home', null, 'Northfield')).toBe('Northfield');
    expect(pageTitle('roster_bio', 'Football', 'Northfield')).toBe('Football Player Bio');
    expect(pageTitle('tickets', null, 'Northfield')).toBe('Tickets');
  });

  it('a page whose every address needs a record has a preview sample (or says why not)', () => {
    for (const name of PAGE_NAMES) {
      const page = pageOf(name);
      const free = page.routes.some((route) => needsNoRecord(route.path));
      if (free) continue;
      expect(page.preview !== undefined || name in NO_SAMPLE, `${name} needs a preview sample`).toBe(true);
    }
    for (const name of Object.keys(NO_SAMPLE)) expect(PAGES[name as keyof typeof PAGES].preview, name).toBeUndefined();
  });

  it.each(PAGE_NAMES.filter((name) => pageOf(name).preview))(
    'the preview sample of %s shows that page on the demo school',
    async (name) => {
      const sample = pageOf(name).preview!;
      const address = sampleAddress(sample, seeded.school.sports);
      expect(address, `${name}: no record of ${sample.collection} gives an address`).not.toBeNull();
      const payload = await seeded.page(address!, true);
      expect(payload.page.name).toBe(name);
    },
  );
});
