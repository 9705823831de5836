import { CumeStatsPropsSchema, cumeStatsOf, type CumeStatsData, type CumeStatsProps } from './cume-stats.schema.ts';
import { playerBioUrl } from '../shared/urls.ts';
import { teamNameOf } from '#schemas/entities/site.ts';
import { school, sportBy } from '../shared/school.fixtures.ts';

const players = new Map(school.roster.map((p) => [p.id, p]));

function statsOf(global: string): CumeStatsData {
  const sport = sportBy(global);
  const all = school.boxScores.filter((b) => b.sport_id === sport.id);
  const seasons = [...new Set(all.map((b) => b.season))].toSorted().toReversed();
  const season = seasons[0]!;
  const boxes = all.filter((b) => b.season === season);
  const bios: Record<string, string> = {};
  for (const line of boxes.flatMap((b) => Object.values(b.school.tables).flat())) {
    const p = line.player_id !== null ? players.get(line.player_id) : undefined;
    if (p?.published) bios[p.id] = playerBioUrl(sport.global_sport_name_slug, p);
  }
  const games = school.games.filter((g) => g.sport_id === sport.id && g.season === season).toSorted((a, b) => a.date_utc.localeCompare(b.date_utc));
  return cumeStatsOf({ sport, school: teamNameOf(school.site.athleticsName), season, seasons, games, boxes, bios, leadersPerStat: 3 });
}

export const cumeStatsFixtures = {
  football: { props: CumeStatsPropsSchema.parse({}), data: statsOf('mfootbl') },
  basketball: { props: CumeStatsPropsSchema.parse({}), data: statsOf('mbaskbl') },
  baseball: { props: CumeStatsPropsSchema.parse({}), data: statsOf('mbasebl') },
  volleyball: { props: CumeStatsPropsSchema.parse({}), data: statsOf('wvolley') },
} satisfies Record<string, { props: CumeStatsProps; data: CumeStatsData }>;
