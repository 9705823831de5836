// Moments of the season (spec 2.1): photos and videos.
import * as z from 'zod/mini';
import { MomentSchema, type Moment } from '#schemas/entities/press.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import { filterHref, pageLinks, PageLinksSchema } from '../shared/paging.ts';
import { sportLink } from '../shared/press.ts';
import { defineWidget } from '#registry/define-widget.ts';

const SportLinkSchema = z.object({ title: z.string(), url: z.string() });

export const MomentsPropsSchema = z.object({ pageSize: z._default(z.number().check(z.int(), z.minimum(4), z.maximum(48)), 12) });
export type MomentsProps = z.infer<typeof MomentsPropsSchema>;
export const MomentsDataSchema = z.object({
  moments: z.array(z.object({ ...MomentSchema.shape, sport: SportLinkSchema, gameUrl: z.nullable(z.string()) })),
  /** The sport of a sport's moments page; null site-wide. */
  sport: z.nullable(z.string()),
  total: z.number(),
  page: PageLinksSchema,
});
export type MomentsData = z.infer<typeof MomentsDataSchema>;

export interface MomentsInput {
  sports: readonly Sport[];
  /** Every moment shown (of the page's sport, or all), newest first. */
  moments: readonly Moment[];
  /** The sport of a sport's moments page; null site-wide. */
  sport: Sport | null;
  pageNumber: number;
  pageSize: number;
  path: string;
}

/** spec 2.1 moments: one page of photos and videos, each linked to its sport and its game's schedule. */
export function momentsData({ sports, moments, sport, pageNumber, pageSize, path }: MomentsInput): MomentsData {
  return {
    moments: moments.slice((pageNumber - 1) * pageSize, pageNumber * pageSize).flatMap((m) => {
      const link = sportLink(sports, m.sport_id);
      const sportSlug = sports.find((s) => s.id === m.sport_id)?.global_sport_name_slug;
      return link ? [{ ...m, sport: link, gameUrl: m.game_id && sportSlug ? `/sports/${sportSlug}/schedule/${m.season}` : null }] : [];
    }),
    sport: sport?.title ?? null,
    total: moments.length,
    page: pageLinks(pageNumber, moments.length, pageSize, (n) => filterHref(path, { page: n })),
  };
}

export const widget = defineWidget({
  name: 'moments',
  label: 'Moments of the season (photos and videos)',
  description: 'Photos and videos of the season.',
  props: MomentsPropsSchema,
  data: MomentsDataSchema,
});
