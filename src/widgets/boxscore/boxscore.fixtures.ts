import type { Game } from '#schemas/entities/game.ts';
import { BoxscorePropsSchema, boxscoreDataOf, type BoxscoreData, type BoxscoreProps } from './boxscore.schema.ts';
import { boxPlayerIds, playerBios } from '../shared/box-players.ts';
import { teamNameOf } from '#schemas/entities/site.ts';
import { sportGames } from '../shared/games.fixtures.ts';
import { school, sportOf } from '../shared/school.fixtures.ts';

const boxes = new Map(school.boxScores.map((b) => [b.game_id, b]));

/** A game's box score page on the demo school: its bios are the published players' of the box. */
function dataOf(game: Game): BoxscoreData {
  const sport = sportOf(game.sport_id);
  const box = boxes.get(game.id)!;
  const ids = new Set(boxPlayerIds([box]));
  const bios = playerBios(
    sport.global_sport_name_slug,
    school.roster.filter((p) => p.published && ids.has(p.id)),
  );
  return boxscoreDataOf({
    game,
    sport,
    box,
    school: { name: teamNameOf(school.site.athleticsName), logo: school.site.logo },
    games: sportGames(sport.id),
    bios,
  });
}
const of = (global: string, extra: (g: Game) => boolean = () => true) =>
  school.games.find((g) => boxes.has(g.id) && sportOf(g.sport_id).global_sport_shortname === global && extra(g))!;
const overtime = (g: Game) => (g.result?.line_scores?.period_count ?? 0) > (g.result?.line_scores?.regulation ?? 99);
const props = BoxscorePropsSchema.parse({});
/** The fixture of a game, from its own box score page (the game's result links it). */
const fixture = (game: Game) => ({ props, data: dataOf(game), from: game.result!.boxscore! });

export const boxscoreFixtures = {
  football: fixture(of('mfootbl')),
  basketball: fixture(of('mbaskbl')),
  overtime: fixture(
    school.games.find((g) => boxes.has(g.id) && overtime(g) && sportOf(g.sport_id).global_sport_shortname === 'mbaskbl') ?? of('wbaskbl'),
  ),
  baseball: fixture(of('mbasebl')),
  soccer: fixture(of('wsoccer')),
  volleyball: fixture(of('wvolley')),
  hockey: fixture(of('mhockey')),
  generic: fixture(of('mtennis')),
} satisfies Record<string, { props: BoxscoreProps; data: BoxscoreData; from?: string }>;
