import { spawnSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_NOW } from '#fixtures/school/index.ts';
import { PAGE_NAMES } from '#schemas/page.ts';
import { seedFiles } from '#src/server/files/seed-files.server.ts';
import { sampleAddress } from '#tests/support/preview-samples.ts';
import { seededStore } from '#tests/support/seeded-store.ts';
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
      const address = sampleAddress(sample, seeded.school);
      expect(address, `${name}: no record of ${sample.collection} gives an address`).not.toBeNull();
      const payload = await seeded.page(address!, true);
      expect(payload.page.name).toBe(name);
    },
  );
});
