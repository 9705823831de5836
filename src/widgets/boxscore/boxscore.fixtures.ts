import type { Game } from '#schemas/entities/game.ts';
import { BoxscorePropsSchema, boxscoreDataOf, type BoxscoreData, type BoxscoreProps } from './boxscore.schema.ts';
import { playerBioUrl } from '../shared/urls.ts';
import { teamNameOf } from '#schemas/entities/site.ts';
import { school, sportOf } from '../shared/school.fixtures.ts';

const boxes = new Map(school.boxScores.map((b) => [b.game_id, b]));
const players = new Map(school.roster.map((p) => [p.id, p]));

function dataOf(game: Game): BoxscoreData {
  const sport = sportOf(game.sport_id);
  const box = boxes.get(game.id)!;
  const bios: Record<string, string> = {};
  for (const line of Object.values(box.school.tables).flat()) {
    const player = line.player_id !== null ? players.get(line.player_id) : undefined;
    if (player?.published) bios[player.id] = playerBioUrl(sport.global_sport_name_slug, player);
  }
  const games = school.games.filter((g) => g.sport_id === sport.id).toSorted((a, b) => a.date_utc.localeCompare(b.date_utc));
  return boxscoreDataOf({ game, sport, box, school: { name: teamNameOf(school.site.athleticsName), logo: school.site.logo }, games, bios });
}
const of = (global: string, extra: (g: Game) => boolean = () => true) => school.games.find((g) => boxes.has(g.id) && sportOf(g.sport_id).global_sport_shortname === global && extra(g))!;
const overtime = (g: Game) => (g.result?.line_scores?.period_count ?? 0) > (g.result?.line_scores?.regulation ?? 99);
const props = BoxscorePropsSchema.parse({});

export const boxscoreFixtures = {
  football: { props, data: dataOf(of('mfootbl')) },
  basketball: { props, data: dataOf(of('mbaskbl')) },
  overtime: { props, data: dataOf(school.games.find((g) => boxes.has(g.id) && overtime(g) && sportOf(g.sport_id).global_sport_shortname === 'mbaskbl') ?? of('wbaskbl')) },
  baseball: { props, data: dataOf(of('mbasebl')) },
  soccer: { props, data: dataOf(of('wsoccer')) },
  volleyball: { props, data: dataOf(of('wvolley')) },
  hockey: { props, data: dataOf(of('mhockey')) },
  generic: { props, data: dataOf(of('mtennis')) },
} satisfies Record<string, { props: BoxscoreProps; data: BoxscoreData }>;
