import * as z from 'zod/mini';
import type { Game } from '#schemas/entities/game.ts';
import { StorySchema } from '#schemas/entities/story.ts';
import { onThisDayData, onThisDayOf, type OnThisDayStory } from './on-this-day.schema.ts';
import { parseGames } from '../shared/schedule-games.server.ts';
import type { WidgetResolver } from '../shared/context.server.ts';

const CardSource = z.pick(StorySchema, { id: true, title: true, teaser: true, date: true, url: true, image: true, sport_id: true });

interface Day {
  stories: OnThisDayStory[];
  games: Game[];
}

/**
 * spec 2.1 on this day (and /otd): stories and results of this month and day in earlier years, newest year first.
 * The published stories (newest first) and the games are read and grouped by month and day once per content
 * version: every day of the year is then one lookup, where a query per day scanned every game's body.
 */
export const resolveOnThisDay: WidgetResolver<'on-this-day'> = async (_props, ctx) => {
  const { key } = onThisDayOf(ctx.now, ctx.page.query.date);
  const days = await ctx.store.memo(ctx.tenant, 'otd-days', async () => {
    const [stories, games] = await Promise.all([
      ctx.store.documents.list(ctx.tenant, 'stories', { order: 'desc', omit: ['content'] }),
      ctx.store.documents.list(ctx.tenant, 'games', { order: 'asc' }),
    ]);
    const byDay = new Map<string, Day>();
    const dayOf = (date: string) => {
      const monthDay = date.slice(5, 10);
      let day = byDay.get(monthDay);
      if (!day) byDay.set(monthDay, (day = { stories: [], games: [] }));
      return day;
    };
    for (const story of stories.items.map((body) => CardSource.parse(body))) dayOf(story.date).stories.push(story);
    // Games keep their local date in the body: the day of the year they were played on.
    for (const game of parseGames(games.items)) dayOf(game.date).games.push(game);
    return byDay;
  });
  const { stories, games } = days.get(key) ?? { stories: [], games: [] };
  const data = onThisDayData({ sports: ctx.sports, stories, games, now: ctx.now, asked: ctx.page.query.date });
  return { data, page: { title: `On This Day: ${data.label}` } };
};
