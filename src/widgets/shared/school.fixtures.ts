// Mapping school entities to the widget data shapes, for the widget fixtures.
import type { Sport } from '#schemas/entities/sport.ts';
import type { Story } from '#schemas/entities/story.ts';
import type { StoryCard } from './story-card.schema.ts';
import { buildSchool } from '#fixtures/school/index.ts';

export const school = buildSchool();

const sportById = new Map(school.sports.map((s) => [s.id, s]));

export function sportOf(id: number): Sport {
  const sport = sportById.get(id);
  if (!sport) throw new Error(`No sport ${id}`);
  return sport;
}

export function sportBy(global: string): Sport {
  const sport = school.sports.find((s) => s.global_sport_shortname === global);
  if (!sport) throw new Error(`No sport ${global}`);
  return sport;
}

/** Published stories, newest first. */
/** Published stories, newest first; stories of the same minute by id, newest first (the store's order). */
export const latestStories: Story[] = school.stories
  .filter((s) => s.published)
  .sort((a, b) => Date.parse(b.date) - Date.parse(a.date) || b.id - a.id);

export function toStoryCard(s: Story): StoryCard {
  const sport = s.sport_id === null ? null : sportOf(s.sport_id);
  return {
    id: s.id,
    title: s.title,
    teaser: s.teaser,
    date: s.date,
    url: s.url,
    image: s.image,
    sport: sport ? { id: sport.id, title: sport.title } : null,
  };
}
