import { describe, expect, it } from 'vitest';
import { seededStore } from '#tests/support/seeded-store.ts';
import { filterGroups, type StaffDirectoryData } from './staff-directory.schema.ts';

const ctx = seededStore('staff-directory');
const { school, widget, status, location, page } = ctx;
const published = school.staff.filter((m) => m.published);

describe('staff directory', () => {
  it('lists every published staff member once, departments in the order the school sets, then coaches', async () => {
    const data = await widget<StaffDirectoryData>('/staff-directory', 'staff');
    const ids = data.groups.flatMap((g) => g.people.map((p) => p.id));
    expect(ids.toSorted()).toEqual(published.map((m) => m.id).toSorted());
    const names = data.groups.map((g) => g.name);
    const departments = school.site.staffDepartments.filter((d) => names.includes(d));
    expect(names.slice(0, departments.length)).toEqual(departments);
    expect(names.at(-1)).toMatch(/ Coaches$/);
    const unpublished = school.staff.find((m) => !m.published);
    if (unpublished) expect(ids).not.toContain(unpublished.id);
  });

  it('?q= is passed on (cut to 100 characters) and narrows the same groups', async () => {
    const data = await widget<StaffDirectoryData>('/staff-directory?q=compliance&other=x', 'staff');
    expect(data.query).toBe('compliance');
    const { groups, count } = filterGroups(data.groups, data.query);
    expect(groups.map((g) => g.name)).toEqual(['Compliance']);
    expect(count).toBe(published.filter((m) => m.department === 'Compliance').length);
    expect((await widget<StaffDirectoryData>(`/staff-directory?q=${'x'.repeat(500)}`, 'staff')).query).toHaveLength(100);
  });

  it("a department page shows its department; a wrong id is a 404, a wrong name 301s to the department's address", async () => {
    const all = await widget<StaffDirectoryData>('/staff-directory', 'staff');
    const compliance = all.groups.find((g) => g.name === 'Compliance')!;
    const payload = await page(compliance.url!);
    expect(payload.page.title).toBe('Compliance Staff');
    const data = payload.widgets.staff?.ok ? (payload.widgets.staff.data as StaffDirectoryData) : null;
    expect(data?.groups.map((g) => g.name)).toEqual(['Compliance']);
    expect(await status(compliance.url!.replace(/\/\d+$/, '/99'))).toBe(404);
    expect(await location(compliance.url!.replace('compliance-department', 'marketing-department'))).toBe(compliance.url);
  });
});
