import { describe, expect, it } from 'vitest';
import type { HofBioData } from './hof-bio.schema.ts';
import { inducteeUrl } from '../shared/honors.ts';
import { seededStore } from '#tests/support/seeded-store.ts';

const { school, widget, status, location } = seededStore('honors');
const hall = school.inductees.filter((x) => x.list === 'hall-of-fame' && x.published);

describe('honors and hall of fame', () => {
  it("an inductee bio: the id decides, another list or slug 301s to the inductee's address; unpublished is for staff only", async () => {
    const person = hall[10]!;
    const bio = await widget<HofBioData>(inducteeUrl(person), 'bio');
    expect(bio.person.name).toBe(`${person.first_name} ${person.last_name}`);
    expect(bio.classUrl).toBe(`/honors/hall-of-fame/${person.induction_year}`);
    expect(await location(inducteeUrl({ ...person, slug: 'someone-else' }))).toBe(inducteeUrl(person));
    expect(await location(`${inducteeUrl({ ...person, list: 'ring-of-honor' })}?page=2`)).toBe(`${inducteeUrl(person)}?page=2`);
    const hidden = school.inductees.find((x) => !x.published)!;
    expect(await status(inducteeUrl(hidden))).toBe(404);
    expect((await widget<HofBioData>(inducteeUrl(hidden), 'bio', true)).draft).toBe(true);
  });
});
