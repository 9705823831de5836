import * as z from 'zod/mini';
import type { RosterPlayer } from '#schemas/entities/roster.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import type { Tag } from '#schemas/entities/tag.ts';
import { pageLinks, PageLinksSchema } from '../shared/paging.ts';
import { storyCardOf, StoryCardSchema, type StoryCardSource } from '../shared/story-card.schema.ts';
import type { TaggedContent } from '../shared/tags.ts';
import { playerBioUrl, tagUrl } from '../shared/urls.ts';
import { defineWidget } from '#registry/define-widget.ts';

export const TaggedContentPropsSchema = z.object({
  /** spec 9: default pagination count 10. */
  pageSize: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(50)), 10),
});
export type TaggedContentProps = z.infer<typeof TaggedContentPropsSchema>;

export const TaggedContentDataSchema = z.object({
  tag: z.object({ name: z.string(), slug: z.string(), description: z.nullable(z.string()) }),
  /** The sport the list is narrowed to (/tags/{tag}/{sport}). */
  sport: z.nullable(z.object({ title: z.string() })),
  /** "All sports" and every sport with content of this tag. */
  sportLinks: z.array(z.object({ label: z.string(), href: z.string(), current: z.boolean() })),
  stories: z.array(StoryCardSchema),
  storyTotal: z.number(),
  players: z.array(z.object({ name: z.string(), url: z.string(), detail: z.string() })),
  page: PageLinksSchema,
});
export type TaggedContentData = z.infer<typeof TaggedContentDataSchema>;

/** The stories (of one sport, or all) on page `pageNumber`, and the players (shown on the first page only). */
export function taggedPage(tagged: TaggedContent, sportId: number | null, pageNumber: number, pageSize: number) {
  const stories = tagged.stories.filter((s) => sportId === null || s.sportId === sportId);
  const players = tagged.players.filter((p) => sportId === null || p.sportId === sportId);
  return {
    stories,
    shownStories: stories.slice((pageNumber - 1) * pageSize, pageNumber * pageSize),
    shownPlayers: pageNumber === 1 ? players : [],
  };
}

export interface TaggedContentInput {
  tag: Tag;
  /** The sport the page is narrowed to (/tags/{tag}/{sport}), or null. */
  sport: Sport | null;
  sports: readonly Sport[];
  /** What carries the tag (shared/tags.ts). */
  tagged: TaggedContent;
  /** The tagged stories and players by id: at least those on this page (a missing one is left out). */
  stories: ReadonlyMap<number, StoryCardSource>;
  players: ReadonlyMap<number, RosterPlayer>;
  pageNumber: number;
  pageSize: number;
}

/** spec 2.1 /tags/{tag}/{sport?}: the tagged stories (paged) and players, optionally of one sport. */
export function taggedContentData({
  tag,
  sport,
  sports,
  tagged,
  stories,
  players,
  pageNumber,
  pageSize,
}: TaggedContentInput): TaggedContentData {
  const sportId = sport?.id ?? null;
  const page = taggedPage(tagged, sportId, pageNumber, pageSize);
  const base = tagUrl(tag.slug, sport?.global_sport_name_slug);
  const href = (n: number) => (n > 1 ? `${base}?page=${n}` : base);
  const sportsWithContent = sports.filter(
    (s) => tagged.stories.some((x) => x.sportId === s.id) || tagged.players.some((x) => x.sportId === s.id),
  );
  return {
    tag: { name: tag.name, slug: tag.slug, description: tag.description },
    sport: sport ? { title: sport.title } : null,
    sportLinks: [
      { label: 'All sports', href: tagUrl(tag.slug), current: sportId === null },
      ...sportsWithContent
        .toSorted((a, b) => a.title.localeCompare(b.title))
        .map((s) => ({ label: s.title, href: tagUrl(tag.slug, s.global_sport_name_slug), current: s.id === sportId })),
    ],
    stories: page.shownStories.flatMap((s) => {
      const story = stories.get(s.id);
      return story ? [storyCardOf(story, sports)] : [];
    }),
    storyTotal: page.stories.length,
    players: page.shownPlayers.flatMap((p) => {
      const player = players.get(p.id);
      const playerSport = sports.find((s) => s.id === p.sportId);
      if (!player || !playerSport) return [];
      return [
        {
          name: `${player.first_name} ${player.last_name}`,
          url: playerBioUrl(playerSport.global_sport_name_slug, player),
          detail: [playerSport.title, player.position_long, player.academic_year].filter(Boolean).join(' · '),
        },
      ];
    }),
    page: pageLinks(pageNumber, page.stories.length, pageSize, href),
  };
}

export const widget = defineWidget({
  name: 'tagged-content',
  label: 'Tagged content',
  description: 'Everything carrying one tag.',
  props: TaggedContentPropsSchema,
  data: TaggedContentDataSchema,
});
