import { CumeStatsPropsSchema, cumeStatsOf, type CumeStatsData, type CumeStatsProps } from './cume-stats.schema.ts';
import { boxPlayerIds, playerBios } from '../shared/box-players.ts';
import { teamNameOf } from '#schemas/entities/site.ts';
import { sportGames } from '../shared/games.fixtures.ts';
import { school, sportBy } from '../shared/school.fixtures.ts';

const props = CumeStatsPropsSchema.parse({});

/** A sport's newest season of statistics on the demo school (box scores in the store's order: newest id first). */
function statsOf(global: string): CumeStatsData {
  const sport = sportBy(global);
  const all = school.boxScores.filter((b) => b.sport_id === sport.id);
  const seasons = [...new Set(all.map((b) => b.season))].toSorted().toReversed();
  const season = seasons[0]!;
  const boxes = all.filter((b) => b.season === season).toSorted((a, b) => b.game_id - a.game_id);
  const ids = new Set(boxPlayerIds(boxes));
  const bios = playerBios(
    sport.global_sport_name_slug,
    school.roster.filter((p) => p.published && ids.has(p.id)),
  );
  return cumeStatsOf({
    sport,
    school: teamNameOf(school.site.athleticsName),
    season,
    seasons,
    games: sportGames(sport.id, season),
    boxes,
    bios,
    leadersPerStat: props.leadersPerStat,
  });
}
const fixture = (global: string) => ({ props, data: statsOf(global), from: `/sports/${sportBy(global).global_sport_name_slug}/stats` });

export const cumeStatsFixtures = {
  football: fixture('mfootbl'),
  basketball: fixture('mbaskbl'),
  baseball: fixture('mbasebl'),
  volleyball: fixture('wvolley'),
} satisfies Record<string, { props: CumeStatsProps; data: CumeStatsData; from?: string }>;
