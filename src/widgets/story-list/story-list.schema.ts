import * as z from 'zod/mini';
import { COMPONENT_DEFAULT_SPORT_ID } from '#schemas/constants.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import { storyCardOf, StoryCardSchema, type StoryCardSource } from '../shared/story-card.schema.ts';
import { defineWidget } from '#registry/define-widget.ts';

export const StoryListPropsSchema = z.object({
  title: z._default(z.string(), 'Latest News'),
  /** spec 9: component default count 10. */
  count: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(50)), 10),
  layout: z._default(z.enum(['featured', 'grid', 'list']), 'grid'),
  /** Limit to the current sport when the page has one. */
  sportScoped: z._default(z.boolean(), true),
  loadMore: z._default(z.boolean(), false),
  /**
   * How many of the newest stories a list above this one on the page already shows (home's "More News" under the
   * seven "Top Stories"): this list continues after them, so no story is in both.
   */
  skip: z._default(z.number().check(z.int(), z.minimum(0), z.maximum(50)), 0),
});
export type StoryListProps = z.infer<typeof StoryListPropsSchema>;

export const StoryListDataSchema = z.object({
  stories: z.array(StoryCardSchema),
  total: z.number(),
  start: z.number(),
  count: z.number(),
  sportId: z.string(),
  /** Which page of the list this is, from 1: a load-more list's `?page=` (its "Load more" link names the next). */
  page: z.number(),
});
export type StoryListData = z.infer<typeof StoryListDataSchema>;

/** The sport a list is narrowed to: the page's, when it asks and the page has a real sport. */
export function storyListSport(props: Pick<StoryListProps, 'sportScoped'>, sport: Sport | null): Sport | null {
  return props.sportScoped && sport && !sport.non_sport ? sport : null;
}

export interface StoryListInput {
  /** The stories of this page of the list, newest first, and how many there are in all. */
  stories: readonly StoryCardSource[];
  total: number;
  start: number;
  count: number;
  /** The list's page, from 1 (1 for a component load, which pages by start). */
  page: number;
  sports: readonly Sport[];
  /** The sport the list is narrowed to (storyListSport). */
  sport: Sport | null;
}

/** A page of the newest stories as cards; `sportId` is what the next component load asks for (spec 7). */
export function storyListData({ stories, total, start, count, page, sports, sport }: StoryListInput): StoryListData {
  return {
    stories: stories.map((s) => storyCardOf(s, sports)),
    total,
    start,
    count,
    page,
    sportId: sport === null ? COMPONENT_DEFAULT_SPORT_ID : String(sport.id),
  };
}

export const widget = defineWidget({
  name: 'story-list',
  label: 'Story list',
  description: 'The newest news stories as a featured block, a grid or a list.',
  props: StoryListPropsSchema,
  data: StoryListDataSchema,
});
