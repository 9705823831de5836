import { isComplete } from '#schemas/game-rules.ts';
import { monthDayKey, monthDayLabel, monthDayOf, onThisDayHref, shiftMonthDay, type OnThisDayData } from './on-this-day.schema.ts';
import type { StoryCard } from '../shared/story-card.schema.ts';
import * as z from 'zod/mini';
import { StorySchema } from '#schemas/entities/story.ts';
import { SCHOOL_TIME_ZONE } from '#schemas/constants.ts';
import { parseGames } from '../shared/schedule-games.server.ts';
import type { WidgetContext, LegacyWidgetResolver } from '../shared/context.server.ts';

const schoolDate = new Intl.DateTimeFormat('en-CA', { timeZone: SCHOOL_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const CardSource = z.pick(StorySchema, { id: true, title: true, teaser: true, date: true, url: true, image: true, sport_id: true });

/** Published stories and completed games of one month/day before `year` (once per content version and day). */
function dayContent(ctx: WidgetContext, key: string, year: number) {
  return ctx.store.cached(ctx.tenant, `otd:${key}:${year}`, () => {
    const stories = ctx.store.db
      .prepare<[string, string, string], { body: string }>(
        `SELECT json_remove(body, '$.content') AS body FROM documents WHERE tenant = ? AND collection = 'stories' AND published = 1
         AND substr(sort_date, 6, 5) = ? AND substr(sort_date, 1, 4) < ? ORDER BY sort_date DESC`,
      )
      .all(ctx.tenant, key, String(year))
      .map((row) => CardSource.parse(JSON.parse(row.body)));
    // Games keep their local date in the body (the sort column holds UTC).
    const games = parseGames(
      ctx.store.db
        .prepare<[string, string, string], { body: string }>(
          `SELECT body FROM documents WHERE tenant = ? AND collection = 'games' AND published = 1
           AND substr(json_extract(body, '$.date'), 6, 5) = ? AND substr(json_extract(body, '$.date'), 1, 4) < ?`,
        )
        .all(ctx.tenant, key, String(year))
        .map((row) => JSON.parse(row.body) as unknown),
    ).filter((g) => isComplete(g) && g.result?.team_score != null && g.result.opponent_score != null);
    return { stories, games };
  });
}

/** spec 2.1 on this day (and /otd): stories and results of this month and day in earlier years, newest year first. */
export const resolveOnThisDay: LegacyWidgetResolver<'on-this-day'> = (_props, ctx) => {
  const today = schoolDate.format(ctx.now); // YYYY-MM-DD in the school's time zone
  const asked = ctx.page.query.date;
  const chosen = asked ? monthDayOf(asked) : null;
  const md = chosen ?? monthDayOf(today.slice(5)) ?? { month: 1, day: 1 };
  const key = monthDayKey(md);
  const { stories, games } = dayContent(ctx, key, Number(today.slice(0, 4)));
  const sports = new Map(ctx.sports.map((s) => [s.id, s]));
  const byYear = new Map<number, OnThisDayData['years'][number]>();
  const yearOf = (year: number) => {
    let entry = byYear.get(year);
    if (!entry) byYear.set(year, (entry = { year, stories: [], results: [] }));
    return entry;
  };
  for (const story of stories) {
    const sport = story.sport_id === null ? undefined : sports.get(story.sport_id);
    const card: StoryCard = { id: story.id, title: story.title, teaser: story.teaser, date: story.date, url: story.url, image: story.image, sport: sport ? { id: sport.id, title: sport.title } : null };
    yearOf(Number(story.date.slice(0, 4))).stories.push(card);
  }
  for (const game of games) {
    const result = game.result;
    if (!result) continue;
    yearOf(Number(game.date.slice(0, 4))).results.push({
      id: game.id, sportTitle: sports.get(game.sport_id)?.title ?? '', opponent: game.opponent.title,
      versus: game.location_indicator === 'A' ? 'at' : 'vs', status: result.status,
      score: `${result.team_score}-${result.opponent_score}`, url: result.boxscore ?? result.recap ?? null,
    });
  }
  const label = monthDayLabel(md);
  ctx.page.title = `On This Day: ${label}`;
  const previous = shiftMonthDay(md, -1);
  const next = shiftMonthDay(md, 1);
  return {
    label,
    date: key,
    notice: asked && !chosen ? `“${asked.slice(0, 20)}” is not a day of the year, so this is today, ${label}.` : null,
    years: [...byYear.values()].toSorted((a, b) => b.year - a.year),
    previous: { label: monthDayLabel(previous), href: onThisDayHref(previous) },
    next: { label: monthDayLabel(next), href: onThisDayHref(next) },
  };
};
