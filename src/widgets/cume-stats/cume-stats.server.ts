import * as z from 'zod/mini';
import { pageNotFoundMessage } from '#schemas/constants.ts';
import { RosterPlayerSchema } from '#schemas/entities/roster.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import { BoxScoreSchema, type BoxScore } from '#schemas/stats.ts';
import { cumeStatsOf, type CumeStatsData } from './cume-stats.schema.ts';
import { playerBioUrl } from '../shared/urls.ts';
import { teamNameOf } from '#schemas/entities/site.ts';
import { HttpError } from '#src/server/api/http.server.ts';
import type { Store } from '#src/server/store/store.server.ts';
import type { LegacyWidgetResolver } from '../shared/context.server.ts';
import { parseGames, legacySiteSettings } from '../shared/schedule-games.server.ts';

/** The seasons a sport has box scores for, newest first. */
export function statSeasons(store: Store, tenant: string, sportId: number): string[] {
  return store.cached(tenant, `stat-seasons:${sportId}`, () => {
    const rows = store.db
      .prepare<[string, number], { season: string }>("SELECT DISTINCT season FROM documents WHERE tenant = ? AND collection = 'box_scores' AND sport_id = ? AND season IS NOT NULL")
      .all(tenant, sportId);
    return rows.map((r) => r.season).toSorted().toReversed();
  });
}

/** A season's statistics of a sport, computed from its stored games and box scores; null for a season it has none of. */
export function seasonStats(store: Store, tenant: string, sport: Sport, requested: string | undefined, leadersPerStat: number): CumeStatsData | null {
  const seasons = statSeasons(store, tenant, sport.id);
  const season = requested ?? seasons[0];
  if (!season || !seasons.includes(season)) return null;
  return store.cached(tenant, `cume-stats:${sport.id}:${season}:${leadersPerStat}`, () => {
    const boxes: BoxScore[] = z.array(BoxScoreSchema).parse(store.list(tenant, 'box_scores', { sportId: sport.id, season, count: 1000 }).items);
    const games = parseGames(store.list(tenant, 'games', { sportId: sport.id, season, order: 'asc', count: 1000 }).items);
    const bios: Record<string, string> = {};
    for (const box of boxes) {
      for (const line of Object.values(box.school.tables).flat()) {
        if (line.player_id === null || line.player_id in bios) continue;
        const player = RosterPlayerSchema.safeParse(store.get(tenant, 'roster', line.player_id));
        if (player.success) bios[line.player_id] = playerBioUrl(sport.global_sport_name_slug, player.data);
      }
    }
    return cumeStatsOf({ sport, school: teamNameOf(legacySiteSettings(store, tenant).athleticsName), season, seasons, games, boxes, bios, leadersPerStat });
  });
}

/** spec 2.1 cumulative stats (issue 8, part 4): `/sports/{s}/stats/{season?}`; no season: the newest with stats. */
export const resolveCumeStats: LegacyWidgetResolver<'cume-stats'> = (props, ctx) => {
  const sport = ctx.sport;
  const stats = sport && !sport.non_sport ? seasonStats(ctx.store, ctx.tenant, sport, ctx.page.params.season, props.leadersPerStat) : null;
  if (!stats || !sport) throw new HttpError(404, pageNotFoundMessage(ctx.page.path));
  ctx.page.title = `${stats.season} ${sport.title} Statistics`;
  return stats;
};
