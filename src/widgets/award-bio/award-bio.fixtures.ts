import type { AllAmerican, Award } from '#schemas/entities/award.ts';
import { type AwardBioData, awardBioOf, type AwardBioProps, AwardBioPropsSchema } from './award-bio.schema.ts';
import { honorsOf } from '../shared/awards.ts';
import { coachUrlOf, playerBioUrl } from '../shared/urls.ts';
import { school, sportOf } from '../shared/school.fixtures.ts';

const awardsProps = AwardBioPropsSchema.parse({ kind: 'awards' });
const aaProps = AwardBioPropsSchema.parse({ kind: 'all-americans' });
const everyone = [
  ...honorsOf('awards', school.awards.filter((a) => a.published), school.sports),
  ...honorsOf('all-americans', school.allAmericans.filter((a) => a.published), school.sports),
];
const published = school.awards.filter((a) => a.published);
const sameName = (e: Award | AllAmerican) => everyone.filter((h) => h.sportId === e.sport_id && h.row.recipient === ('name' in e ? e.name : e.recipient)).length;

function personOf(e: Award | AllAmerican): AwardBioData['person'] {
  const player = school.roster.find((p) => p.id === e.player_id && p.published);
  if (player) return { kind: 'player', url: playerBioUrl(sportOf(player.sport_id).global_sport_name_slug, player) };
  const coach = 'staff_id' in e ? school.staff.find((m) => m.id === e.staff_id) : undefined;
  return coach?.sport_id ? { kind: 'coach', url: coachUrlOf(sportOf(coach.sport_id).global_sport_name_slug, coach) } : null;
}
const bio = (props: AwardBioProps, e: Award | AllAmerican | undefined) => {
  if (!e) throw new Error('Fixture landmark missing: an award for the award-bio fixtures');
  return { props, data: awardBioOf(props.kind, e, school.sports, everyone, personOf(e)) };
};

export const awardBioFixtures = {
  // A current player (linked to the roster bio) with other honors.
  player: bio(awardsProps, published.findLast((a) => a.player_id !== null && sameName(a) > 1)),
  coach: bio(awardsProps, published.findLast((a) => a.staff_id !== null)),
  // Edge case: an alumnus from before the rosters the store keeps: no bio to link, no other honors.
  noPersonLink: bio(awardsProps, published.find((a) => a.player_id === null && a.staff_id === null && sameName(a) === 1)),
  allAmerican: bio(aaProps, school.allAmericans.findLast((a) => a.published && a.player_id !== null && a.position !== null)),
  allAmericanAlumnus: bio(aaProps, school.allAmericans.find((a) => a.published && a.player_id === null && sameName(a) > 1)),
} satisfies Record<string, { props: AwardBioProps; data: AwardBioData }>;
