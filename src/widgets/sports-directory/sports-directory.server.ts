import { sportIconOf } from '#schemas/sport-icons.ts';
import type { LegacyWidgetResolver } from '../shared/context.server.ts';

const GROUP_LABELS = { M: "Men's Sports", F: "Women's Sports", C: 'Co-ed Sports' } as const;

export const resolveSportsDirectory: LegacyWidgetResolver<'sports-directory'> = (_props, ctx) => {
  // spec 4: the real-sports list excludes non_sport entries; the sorted variant sorts by title.
  const real = ctx.sports.filter((s) => !s.non_sport).toSorted((a, b) => a.title.localeCompare(b.title));
  const groups = (['M', 'F', 'C'] as const)
    .map((gender) => ({
      label: GROUP_LABELS[gender],
      sports: real
        .filter((s) => s.gender === gender)
        .map((s) => {
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
    }))
    .filter((group) => group.sports.length > 0);
  return { groups };
};
