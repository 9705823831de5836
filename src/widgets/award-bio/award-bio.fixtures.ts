import type { AllAmerican, Award } from '#schemas/entities/award.ts';
import { type AwardBioData, awardBioOf, awardPersonOf, type AwardBioProps, AwardBioPropsSchema } from './award-bio.schema.ts';
import { HONOR_LABELS, honorsOf } from '../shared/awards.ts';
import { school } from '../shared/school.fixtures.ts';

const awardsProps = AwardBioPropsSchema.parse({ kind: 'awards' });
const aaProps = AwardBioPropsSchema.parse({ kind: 'all-americans' });
const everyone = [
  ...honorsOf(
    'awards',
    school.awards.filter((a) => a.published),
    school.sports,
  ),
  ...honorsOf(
    'all-americans',
    school.allAmericans.filter((a) => a.published),
    school.sports,
  ),
];
const published = school.awards.filter((a) => a.published);
const sameName = (e: Award | AllAmerican) =>
  everyone.filter((h) => h.sportId === e.sport_id && h.row.recipient === ('name' in e ? e.name : e.recipient)).length;

/** The honor's page by the widget's own mappers, its person as a visitor sees them (published only). */
const bio = (props: AwardBioProps, e: Award | AllAmerican | undefined): { props: AwardBioProps; data: AwardBioData; from: string } => {
  if (!e) throw new Error('Fixture landmark missing: an award for the award-bio fixtures');
  const player = school.roster.find((p) => p.id === e.player_id && p.published) ?? null;
  const coach = 'staff_id' in e ? (school.staff.find((m) => m.id === e.staff_id && m.published) ?? null) : null;
  return {
    props,
    data: awardBioOf(props.kind, e, school.sports, everyone, awardPersonOf(player, coach, school.sports)),
    from: `${HONOR_LABELS[props.kind].base}/${e.id}`,
  };
};

export const awardBioFixtures = {
  // A current player (linked to the roster bio) with other honors.
  player: bio(
    awardsProps,
    published.findLast((a) => a.player_id !== null && sameName(a) > 1),
  ),
  coach: bio(
    awardsProps,
    published.findLast((a) => a.staff_id !== null),
  ),
  // Edge case: an alumnus from before the rosters the store keeps: no bio to link, no other honors.
  noPersonLink: bio(
    awardsProps,
    published.find((a) => a.player_id === null && a.staff_id === null && sameName(a) === 1),
  ),
  allAmerican: bio(
    aaProps,
    school.allAmericans.findLast((a) => a.published && a.player_id !== null && a.position !== null),
  ),
  allAmericanAlumnus: bio(
    aaProps,
    school.allAmericans.find((a) => a.published && a.player_id === null && sameName(a) > 1),
  ),
} satisfies Record<string, { props: AwardBioProps; data: AwardBioData; from?: string }>;
