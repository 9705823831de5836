import * as z from 'zod/mini';
import { pageNotFoundMessage } from '#schemas/constants.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import { BoxScoreSchema } from '#schemas/stats.ts';
import { cumeStatsOf, type CumeStatsData } from './cume-stats.schema.ts';
import { boxPlayerIds, playerBios } from '../shared/box-players.ts';
import { publishedPlayers } from '../shared/box-players.server.ts';
import { teamNameOf } from '#schemas/entities/site.ts';
import { HttpError } from '#src/server/api/http.server.ts';
import type { Store } from '#src/server/store/store.server.ts';
import type { WidgetResolver } from '../shared/context.server.ts';
import { parseGames } from '../shared/schedule-games.server.ts';

/** The seasons a sport has box scores for, newest first. */
export function statSeasons(store: Store, tenant: string, sportId: number): Promise<string[]> {
  return store.memo(tenant, `stat-seasons:${sportId}`, () => store.boxScores.seasons(tenant, sportId));
}

/** A season's statistics of a sport, computed from its stored games and box scores; null for a season it has none of. */
export async function seasonStats(
  store: Store,
  tenant: string,
  sport: Sport,
  requested: string | undefined,
  leadersPerStat: number,
): Promise<CumeStatsData | null> {
  const seasons = await statSeasons(store, tenant, sport.id);
  const season = requested ?? seasons[0];
  if (!season || !seasons.includes(season)) return null;
  return store.memo(tenant, `cume-stats:${sport.id}:${season}:${leadersPerStat}`, async () => {
    const [boxList, gameList, site] = await Promise.all([
      store.documents.list(tenant, 'box_scores', { sportId: sport.id, season, count: 1000 }),
      store.documents.list(tenant, 'games', { sportId: sport.id, season, order: 'asc', count: 1000 }),
      store.settings.site(tenant),
    ]);
    const boxes = z.array(BoxScoreSchema).parse(boxList.items);
    const bios = playerBios(sport.global_sport_name_slug, await publishedPlayers(store, tenant, boxPlayerIds(boxes)));
    return cumeStatsOf({
      sport,
      school: teamNameOf(site.athleticsName),
      season,
      seasons,
      games: parseGames(gameList.items),
      boxes,
      bios,
      leadersPerStat,
    });
  });
}

/** spec 2.1 cumulative stats: `/sports/{s}/stats/{season?}`; no season: the newest with stats. The page is named after both. */
export const resolveCumeStats: WidgetResolver<'cume-stats'> = async (props, ctx) => {
  const sport = ctx.sport;
  const stats =
    sport && !sport.non_sport ? await seasonStats(ctx.store, ctx.tenant, sport, ctx.page.params.season, props.leadersPerStat) : null;
  if (!stats || !sport) throw new HttpError(404, pageNotFoundMessage(ctx.page.path));
  return { data: stats, page: { title: `${stats.season} ${sport.title} Statistics` } };
};
