import * as z from 'zod/mini';
import type { Sport } from '#schemas/entities/sport.ts';
import { storyCardOf, StoryCardSchema, type StoryCardSource } from '../shared/story-card.schema.ts';
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

const MAX_PAGE = 10_000;

/** Academic years from the first story's to the last one's, newest first (none without stories). */
export function archiveSeasons({ first, last }: { first: string | null; last: string | null }): string[] {
  if (!first || !last) return [];
  const from = Number(academicYearOf(first).slice(0, 4));
  const to = Number(academicYearOf(last).slice(0, 4));
  return Array.from({ length: to - from + 1 }, (_, i) => academicYearOf(`${to - i}-07-01`));
}

/** The real sports a visitor may filter by, by name. */
export const archiveSports = (sports: readonly Sport[]) =>
  sports.filter((s) => !s.non_sport).toSorted((a, b) => a.title.localeCompare(b.title));

/**
 * What an archive page asks for: on a sport's archive the page's sport, else the `sport` filter; a season that has
 * stories (`seasons`, from archiveSeasons for that sport); the text; the page (from 1).
 */
export function archiveSelection({
  sports,
  pageSport,
  query,
  seasons,
}: {
  sports: readonly Sport[];
  pageSport: Sport | null | undefined;
  query: Readonly<Record<string, string>>;
  seasons?: readonly string[];
}) {
  const sport = pageSport !== undefined ? pageSport : (archiveSports(sports).find((s) => s.global_sport_name_slug === query.sport) ?? null);
  const season = seasons?.includes(query.season ?? '') ? (query.season ?? '') : '';
  const pageNumber = /^\d{1,5}$/.test(query.page ?? '') ? Math.min(MAX_PAGE, Math.max(1, Number(query.page))) : 1;
  return { sport, season, range: season ? academicYearRange(season) : null, q: (query.q ?? '').trim(), pageNumber };
}

export interface StoryArchiveInput {
  sports: readonly Sport[];
  /** A sport's own archive (/sports/{sport}/archives) names no sport filter. */
  sportPage: boolean;
  /** From archiveSelection. */
  sport: Sport | null;
  season: string;
  q: string;
  pageNumber: number;
  pageSize: number;
  /** The academic years that have stories (archiveSeasons). */
  seasons: readonly string[];
  /** This page's stories, newest first, and how many match in all. */
  stories: readonly StoryCardSource[];
  total: number;
  /** The archive's own path: the form posts to it and the page links point at it. */
  action: string;
}

/**
 * spec 2.1 story archives (site and sport): filter by sport, season (academic year) and text, newest first, in
 * pages whose numbers are in the URL, so every page is a plain link that works without JavaScript.
 */
export function storyArchiveData({
  sports,
  sportPage,
  sport,
  season,
  q,
  pageNumber,
  pageSize,
  seasons,
  stories,
  total,
  action,
}: StoryArchiveInput): StoryArchiveData {
  const start = (pageNumber - 1) * pageSize;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const href = (n: number) => {
    const params = new URLSearchParams();
    if (!sportPage && sport) params.set('sport', sport.global_sport_name_slug);
    if (season) params.set('season', season);
    if (q) params.set('q', q);
    if (n > 1) params.set('page', String(n));
    const search = params.toString();
    return search ? `${action}?${search}` : action;
  };
  return {
    sportOptions: sportPage ? [] : archiveSports(sports).map((s) => ({ value: s.global_sport_name_slug, label: s.title })),
    seasonOptions: seasons.map((s) => ({ value: s, label: s })),
    selected: { sport: sport && !sportPage ? sport.global_sport_name_slug : '', season, q },
    action,
    stories: stories.map((s) => storyCardOf(s, sports)),
    total,
    from: stories.length > 0 ? start + 1 : 0,
    to: start + stories.length,
    page: {
      index: pageNumber - 1,
      pages,
      prevHref: pageNumber > 1 ? href(Math.min(pageNumber - 1, pages)) : null,
      nextHref: pageNumber < pages ? href(pageNumber + 1) : null,
      links: pageWindow(pageNumber, pages).map((n) => ({ number: n, href: href(n), current: n === pageNumber })),
    },
  };
}

export const widget = defineWidget({
  name: 'story-archive',
  label: 'Story archive',
  description: 'The news archive with season, sport and word filters.',
  props: StoryArchivePropsSchema,
  data: StoryArchiveDataSchema,
});
