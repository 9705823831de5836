import { type AwardsListData, awardsListOf, type AwardsListProps, AwardsListPropsSchema } from './awards-list.schema.ts';
import { HONOR_LABELS, honorsOf } from '../shared/awards.ts';
import { school } from '../shared/school.fixtures.ts';

const awards = AwardsListPropsSchema.parse({ kind: 'awards' });
const allAmericans = AwardsListPropsSchema.parse({ kind: 'all-americans' });
const awardHonors = honorsOf(
  'awards',
  school.awards.filter((a) => a.published),
  school.sports,
);
const aaHonors = honorsOf(
  'all-americans',
  school.allAmericans.filter((a) => a.published),
  school.sports,
);
/** A list on its page (with the query of its filters), by the widget's own mapper over the demo school's published honors. */
function list(props: AwardsListProps, query: Record<string, string>): { props: AwardsListProps; data: AwardsListData; from: string } {
  const path = HONOR_LABELS[props.kind].base;
  const search = new URLSearchParams(query);
  return {
    props,
    data: awardsListOf(props.kind, props.kind === 'awards' ? awardHonors : aaHonors, school.sports, query, path),
    from: search.size > 0 ? `${path}?${search}` : path,
  };
}

/** The first sport and year (both with awards) that have none together. */
function emptyCombination(): Record<string, string> {
  const { options } = list(awards, {}).data;
  for (const sport of options.sport) {
    for (const year of options.year) {
      if (
        !awardHonors.some(
          (h) => h.row.year === year.value && h.sportId === school.sports.find((s) => s.global_sport_name_slug === sport.value)?.id,
        )
      )
        return { sport: sport.value, year: year.value };
    }
  }
  throw new Error('Fixture landmark missing: a sport and year without awards');
}

// The same pure mapper the resolver uses, over the seeded school: every row is a real award.
export const awardsListFixtures = {
  firstPage: list(awards, {}),
  secondPage: list(awards, { page: '2' }),
  footballOneYear: list(awards, { sport: 'football', year: '2025-26' }),
  allAmericans: list(allAmericans, {}),
  allAmericansSwimming: list(allAmericans, { sport: 'womens-swimming-and-diving' }),
  // Edge case: a sport and year with no award (a real combination of the seeded school: the filter answers empty).
  noMatch: list(awards, emptyCombination()),
} satisfies Record<string, { props: AwardsListProps; data: AwardsListData; from?: string }>;
