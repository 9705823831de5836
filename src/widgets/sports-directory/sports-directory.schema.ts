import * as z from 'zod/mini';
import type { Sport } from '#schemas/entities/sport.ts';
import { ALL_SPORTS_ICON, sportIconOf } from '#schemas/sport-icons.ts';
import { defineWidget } from '#registry/define-widget.ts';

export const SportsDirectoryPropsSchema = z.object({
  title: z._default(z.string(), 'Sports'),
});
export type SportsDirectoryProps = z.infer<typeof SportsDirectoryPropsSchema>;

export const SportsDirectoryDataSchema = z.object({
  groups: z.array(
    z.object({
      label: z.string(),
      // spec 3: the sport's icon name (sportIconOf its code); older payloads without one get the all-sports icon.
      sports: z.array(
        z.object({
          id: z.number(),
          title: z.string(),
          url: z.string(),
          icon: z._default(z.string(), ALL_SPORTS_ICON),
          links: z.array(z.object({ title: z.string(), url: z.string() })),
        }),
      ),
    }),
  ),
});
export type SportsDirectoryData = z.infer<typeof SportsDirectoryDataSchema>;

const GROUP_LABELS = { M: "Men's Sports", F: "Women's Sports", C: 'Co-ed Sports' } as const;

/** spec 4: the real sports (no non_sport entries) by title, in men's, women's and co-ed groups; no empty group. */
export function sportsDirectoryData(sports: readonly Sport[]): SportsDirectoryData {
  const real = sports.filter((s) => !s.non_sport).toSorted((a, b) => a.title.localeCompare(b.title));
  const groups = (['M', 'F', 'C'] as const).map((gender) => ({
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
  }));
  return { groups: groups.filter((group) => group.sports.length > 0) };
}

export const widget = defineWidget({
  name: 'sports-directory',
  label: 'Sports directory',
  description: 'Every sport with links to its schedule, roster and news.',
  props: SportsDirectoryPropsSchema,
  data: SportsDirectoryDataSchema,
});
