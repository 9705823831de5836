import * as z from 'zod/mini';
import { StorySchema } from '#schemas/entities/story.ts';
import { COMPONENT_DEFAULT_SPORT_ID } from '#schemas/constants.ts';
import type { StoryCard } from '../shared/story-card.schema.ts';
import type { LegacyWidgetResolver } from '../shared/context.server.ts';

const StoryCardSourceSchema = z.pick(StorySchema, { id: true, title: true, teaser: true, date: true, url: true, image: true, sport_id: true });

export const resolveStoryList: LegacyWidgetResolver<'story-list'> = (props, ctx) => {
  const sportId = props.sportScoped && ctx.sport && !ctx.sport.non_sport ? ctx.sport.id : null;
  const count = ctx.query.count ?? props.count;
  const { items, total } = ctx.store.list(ctx.tenant, 'stories', {
    sportId,
    publishedOnly: !ctx.staff,
    start: ctx.query.start,
    count,
    // Cards never show the body: it is the bulk of a story, so it stays in the store.
    omit: ['content'],
  });
  const sportsById = new Map(ctx.sports.map((s) => [s.id, s]));
  const stories = items.map((item): StoryCard => {
    const story = StoryCardSourceSchema.parse(item);
    const sport = story.sport_id === null ? undefined : sportsById.get(story.sport_id);
    return {
      id: story.id,
      title: story.title,
      teaser: story.teaser,
      date: story.date,
      url: story.url,
      image: story.image,
      sport: sport ? { id: sport.id, title: sport.title } : null,
    };
  });
  return { stories, total, start: ctx.query.start, count, sportId: sportId === null ? COMPONENT_DEFAULT_SPORT_ID : String(sportId) };
};
