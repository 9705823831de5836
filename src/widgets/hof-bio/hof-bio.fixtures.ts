import type { Inductee } from '#schemas/entities/honor.ts';
import { HofBioPropsSchema, hofBioData, type HofBioData, type HofBioProps } from './hof-bio.schema.ts';
import { inducteeUrl } from '../shared/honors.ts';
import { school } from '../shared/school.fixtures.ts';

const props = HofBioPropsSchema.parse({});
const published = school.inductees.filter((x) => x.published);

/** An inductee's page by the widget's own mapper (the demo school's bios are plain, already safe HTML). */
function bioOf(person: Inductee): { props: HofBioProps; data: HofBioData; from: string } {
  const list = school.honorLists.find((l) => l.slug === person.list);
  if (!list) throw new Error(`Fixture landmark missing: honors list ${person.list}`);
  return {
    props,
    data: hofBioData({ person, list, inductees: published, sports: school.sports, bioHtml: person.bio }),
    from: inducteeUrl(person),
  };
}
const athlete = published.find((x) => x.sport_ids.length > 0 && x.image)!;
const noPhoto = published.find((x) => !x.image) ?? athlete;
const administrator = published.find((x) => x.sport_ids.length === 0)!;

export const hofBioFixtures = {
  athlete: bioOf(athlete),
  noPhoto: bioOf(noPhoto),
  /** No sport: a coach, trainer or administrator honored for service. */
  administrator: bioOf(administrator),
} satisfies Record<string, { props: HofBioProps; data: HofBioData; from?: string }>;
