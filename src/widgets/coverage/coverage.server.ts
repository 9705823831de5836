import { SCHOOL_TIME_ZONE } from '#schemas/constants.ts';
import type { LegacyWidgetResolver } from '../shared/context.server.ts';
import { chosenSport, sportLink, sportOptions } from '../shared/press.server.ts';
import { parseGames } from '../shared/schedule-games.server.ts';
import { coverageGameOf, isBroadcast, type CoverageData } from './coverage.schema.ts';

const dayKey = new Intl.DateTimeFormat('en-CA', { timeZone: SCHOOL_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** spec 2.1 coverage (issue 10): where to watch and listen to the coming games (TV, radio, streams), by day. */
export const resolveCoverage: LegacyWidgetResolver<'coverage'> = (props, ctx) => {
  const sport = chosenSport(ctx);
  const through = new Date(ctx.now.getTime() + props.days * 86_400_000);
  const games = parseGames(ctx.store.list(ctx.tenant, 'games', { after: ctx.now.toISOString(), before: through.toISOString(), order: 'asc', count: 2000, ...(sport ? { sportId: sport.id } : {}) }).items)
    .filter(isBroadcast);
  const days: CoverageData['days'] = [];
  for (const g of games) {
    const link = sportLink(ctx, g.sport_id);
    if (!link) continue;
    const game = coverageGameOf(g, link);
    const day = dayKey.format(new Date(g.date_utc));
    const last = days.at(-1);
    if (last?.day === day) last.games.push(game);
    else days.push({ day, games: [game] });
  }
  return { days, sports: sportOptions(ctx), selected: sport?.global_sport_name_slug ?? '', action: ctx.page.path, through: through.toISOString() };
};

