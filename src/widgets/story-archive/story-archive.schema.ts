import * as z from 'zod/mini';
import { StoryCardSchema } from '../shared/story-card.schema.ts';
import { defineWidget } from '#registry/define-widget.ts';

export const StoryArchivePropsSchema = z.object({
  /** spec 9: default pagination count 10. */
  pageSize: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(50)), 10),
});
export type StoryArchiveProps = z.infer<typeof StoryArchivePropsSchema>;

const OptionSchema = z.object({ value: z.string(), label: z.string() });

export const StoryArchiveDataSchema = z.object({
  /** The sport filter (site archive only: a sport's archive is that sport's). */
  sportOptions: z.array(OptionSchema),
  seasonOptions: z.array(OptionSchema),
  selected: z.object({ sport: z.string(), season: z.string(), q: z.string() }),
  /** The archive's own path, the form's target. */
  action: z.string(),
  stories: z.array(StoryCardSchema),
  total: z.number(),
  /** 1-based, first and last story on this page (0 when none). */
  from: z.number(),
  to: z.number(),
  page: z.object({
    index: z.number(),
    pages: z.number(),
    prevHref: z.nullable(z.string()),
    nextHref: z.nullable(z.string()),
    links: z.array(z.object({ number: z.number(), href: z.string(), current: z.boolean() })),
  }),
});
export type StoryArchiveData = z.infer<typeof StoryArchiveDataSchema>;

/** Academic years run July to June: "2025-26" is 1 July 2025 to 30 June 2026 (school time zone). */
export function academicYearOf(isoDate: string): string {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7));
  const start = month >= 7 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

export function academicYearRange(season: string): { after: string; before: string } | null {
  const match = /^(\d{4})-(\d{2})$/.exec(season);
  if (!match) return null;
  const start = Number(match[1]);
  if ((start + 1) % 100 !== Number(match[2])) return null;
  return { after: `${start}-07-01`, before: `${start + 1}-07-01` };
}

/** Page numbers around the current one: 1 … 4 5 [6] 7 8 … 35. */
export function pageWindow(current: number, pages: number, around = 2): number[] {
  const set = new Set<number>([1, pages]);
  for (let n = current - around; n <= current + around; n++) if (n >= 1 && n <= pages) set.add(n);
  return [...set].toSorted((a, b) => a - b);
}

export const widget = defineWidget({
  name: 'story-archive',
  label: 'Story archive',
  description: 'The news archive with season, sport and word filters.',
  props: StoryArchivePropsSchema,
  data: StoryArchiveDataSchema,
});
