import { SportsDirectoryPropsSchema, type SportsDirectoryData, type SportsDirectoryProps } from './sports-directory.schema.ts';
import { sportIconOf } from '#schemas/sport-icons.ts';
import { sportsForGender } from '#fixtures/school/sports.ts';
import { school } from '../shared/school.fixtures.ts';

function group(label: string, gender: 'M' | 'F'): SportsDirectoryData['groups'][number] {
  return {
    label,
    sports: sportsForGender(school.sports, gender).sort((a, b) => a.title.localeCompare(b.title)).map((s) => {
      const base = `/sports/${s.global_sport_name_slug}`;
      return {
        id: s.id,
        title: s.title,
        url: base,
        icon: sportIconOf(s.global_sport_shortname),
        links: [
          { title: 'Schedule', url: `${base}/schedule` },
          { title: 'Roster', url: `${base}/roster` },
          { title: 'News', url: `${base}/archives` },
        ],
      };
    }),
  };
}

const groups = [group("Men's Sports", 'M'), group("Women's Sports", 'F')];

export const sportsDirectoryFixtures = {
  default: { props: SportsDirectoryPropsSchema.parse({}), data: { groups } },
  customTitle: { props: SportsDirectoryPropsSchema.parse({ title: 'Falcon Teams' }), data: { groups } },
  oneGroup: { props: SportsDirectoryPropsSchema.parse({}), data: { groups: groups.slice(1) } },
  empty: { props: SportsDirectoryPropsSchema.parse({}), data: { groups: [] } },
} satisfies Record<string, { props: SportsDirectoryProps; data: SportsDirectoryData }>;
