import * as z from 'zod/mini';
import { StorySchema } from '#schemas/entities/story.ts';
import { onThisDayData, onThisDayOf } from './on-this-day.schema.ts';
import { parseGames } from '../shared/schedule-games.server.ts';
import type { WidgetResolver } from '../shared/context.server.ts';

const CardSource = z.pick(StorySchema, { id: true, title: true, teaser: true, date: true, url: true, image: true, sport_id: true });

/** spec 2.1 on this day (and /otd): stories and results of this month and day in earlier years, newest year first. */
export const resolveOnThisDay: WidgetResolver<'on-this-day'> = async (_props, ctx) => {
  const { key, beforeYear } = onThisDayOf(ctx.now, ctx.page.query.date);
  // Once per content version and day: every page of the day reads the same.
  const { stories, games } = await ctx.store.memo(ctx.tenant, `otd:${key}:${beforeYear}`, async () => {
    const [storyBodies, gameBodies] = await Promise.all([ctx.store.stories.onThisDay(ctx.tenant, key, beforeYear), ctx.store.games.onThisDay(ctx.tenant, key, beforeYear)]);
    return { stories: storyBodies.map((body) => CardSource.parse(body)), games: parseGames(gameBodies) };
  });
  const data = onThisDayData({ sports: ctx.sports, stories, games, now: ctx.now, asked: ctx.page.query.date });
  return { data, page: { title: `On This Day: ${data.label}` } };
};
