// Press clippings (spec 2.1): other outlets' stories about the program.
import * as z from 'zod/mini';
import type { Clipping } from '#schemas/entities/press.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import { filterHref, pageLinks, PageLinksSchema } from '../shared/paging.ts';
import { sportLink, sportOptions } from '../shared/press.ts';
import { defineWidget } from '#registry/define-widget.ts';

const SportLinkSchema = z.object({ title: z.string(), url: z.string() });
const OptionSchema = z.object({ value: z.string(), label: z.string() });

export const ClippingsPropsSchema = z.object({ pageSize: z._default(z.number().check(z.int(), z.minimum(5), z.maximum(100)), 20) });
export type ClippingsProps = z.infer<typeof ClippingsPropsSchema>;
export const ClippingsDataSchema = z.object({
  clips: z.array(
    z.object({
      id: z.number(),
      outlet: z.string(),
      headline: z.string(),
      date: z.string(),
      url: z.string(),
      sport: z.nullable(SportLinkSchema),
    }),
  ),
  sports: z.array(OptionSchema),
  selected: z.string(),
  action: z.string(),
  total: z.number(),
  page: PageLinksSchema,
});
export type ClippingsData = z.infer<typeof ClippingsDataSchema>;

export interface ClippingsInput {
  sports: readonly Sport[];
  /** Every clipping shown (of the chosen sport, or all), newest first. */
  clips: readonly Clipping[];
  /** The `?sport=` filter, null for every sport. */
  sport: Sport | null;
  pageNumber: number;
  pageSize: number;
  path: string;
}

/** spec 2.1 clippings: one page of the clippings as plain links, with the sport filter and the page links. */
export function clippingsData({ sports, clips, sport, pageNumber, pageSize, path }: ClippingsInput): ClippingsData {
  const href = (n: number) => filterHref(path, { sport: sport?.global_sport_name_slug, page: n });
  return {
    clips: clips
      .slice((pageNumber - 1) * pageSize, pageNumber * pageSize)
      .map((c) => ({ id: c.id, outlet: c.outlet, headline: c.headline, date: c.date, url: c.url, sport: sportLink(sports, c.sport_id) })),
    sports: sportOptions(sports),
    selected: sport?.global_sport_name_slug ?? '',
    action: path,
    total: clips.length,
    page: pageLinks(pageNumber, clips.length, pageSize, href),
  };
}

export const widget = defineWidget({
  name: 'clippings',
  label: 'Press clippings',
  description: "Other outlets' stories about the program.",
  props: ClippingsPropsSchema,
  data: ClippingsDataSchema,
});
