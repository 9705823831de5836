import type { Inductee } from '#schemas/entities/honor.ts';
import { HofBioPropsSchema, type HofBioData, type HofBioProps } from './hof-bio.schema.ts';
import { honorsListUrl, inducteeCardOf } from '../shared/honors.ts';
import { school } from '../shared/school.fixtures.ts';

function bioOf(x: Inductee): HofBioData {
  const list = school.honorLists.find((l) => l.slug === x.list)!;
  return { person: inducteeCardOf(x, school.sports), bio: x.bio, list: { title: list.title, url: honorsListUrl(list.slug) }, classUrl: honorsListUrl(list.slug, x.induction_year), previous: null, next: null, draft: !x.published };
}
const athlete = school.inductees.find((x) => x.published && x.sport_ids.length > 0 && x.image)!;
const noPhoto = school.inductees.find((x) => x.published && !x.image) ?? athlete;
const administrator = school.inductees.find((x) => x.published && x.sport_ids.length === 0)!;

export const hofBioFixtures = {
  athlete: { props: HofBioPropsSchema.parse({}), data: bioOf(athlete) },
  noPhoto: { props: HofBioPropsSchema.parse({}), data: bioOf(noPhoto) },
  /** No sport: a coach, trainer or administrator honored for service. */
  administrator: { props: HofBioPropsSchema.parse({}), data: bioOf(administrator) },
} satisfies Record<string, { props: HofBioProps; data: HofBioData }>;
