import type { WidgetResolver } from '../shared/context.server.ts';
import { chosenSport } from '../shared/press.ts';
import { parseGames } from '../shared/schedule-games.server.ts';
import { coverageData } from './coverage.schema.ts';

/** spec 2.1 coverage: where to watch and listen to the coming games (TV, radio, streams), by day. */
export const resolveCoverage: WidgetResolver<'coverage'> = async (props, ctx) => {
  const sport = chosenSport(ctx.sports, ctx.page.query.sport);
  const through = new Date(ctx.now.getTime() + props.days * 86_400_000);
  const { items } = await ctx.store.documents.list(ctx.tenant, 'games', {
    after: ctx.now.toISOString(),
    before: through.toISOString(),
    order: 'asc',
    count: 2000,
    ...(sport ? { sportId: sport.id } : {}),
  });
  return {
    data: coverageData({ sports: ctx.sports, games: parseGames(items), now: ctx.now, days: props.days, sport, path: ctx.page.path }),
  };
};
