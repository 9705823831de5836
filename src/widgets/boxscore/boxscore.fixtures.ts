import type { Game } from '#schemas/entities/game.ts';
import { BoxscorePropsSchema, boxscoreDataOf, type BoxscoreData, type BoxscoreProps } from './boxscore.schema.ts';
import { boxPlayerIds, playerBios } from '../shared/box-players.ts';
import { teamNameOf } from '#schemas/entities/site.ts';
import { sportGames } from '../shared/games.fixtures.ts';
import { school, sportOf } from '../shared/school.fixtures.ts';
import { LONG_OPPONENT_NAME, LONG_SCHOOL_NAME } from '../shared/long-names.fixtures.ts';
import { periodLabel } from '#schemas/game-rules.ts';

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

const football = fixture(of('mfootbl'));

/**
 * Bad input a phone must survive (spec 2.1 box score): a nine-overtime football game (13 periods), 60-character
 * team names on both sides and an opponent without a logo. Not a stored game: no `from`.
 */
function nineOvertimes(base: BoxscoreData): BoxscoreData {
  const ours = [7, 3, 7, 3, 7, 7, 8, 6, 2, 0, 2, 0, 2];
  const theirs = [0, 10, 7, 3, 7, 7, 8, 6, 2, 0, 2, 0, 0];
  const total = (scores: number[]) => String(scores.reduce((a, b) => a + b, 0));
  return {
    ...base,
    game: { ...base.game, display: 'Final (9OT)' },
    school: { ...base.school, name: LONG_SCHOOL_NAME, score: total(ours) },
    opponent: { ...base.opponent, name: LONG_OPPONENT_NAME, image: null, score: total(theirs) },
    lineScore: { periods: ours.map((_, i) => periodLabel(i + 1, 4)), school: ours, opponent: theirs },
    scoring: [],
  };
}

export const boxscoreFixtures = {
  football,
  basketball: fixture(of('mbaskbl')),
  overtime: fixture(
    school.games.find((g) => boxes.has(g.id) && overtime(g) && sportOf(g.sport_id).global_sport_shortname === 'mbaskbl') ?? of('wbaskbl'),
  ),
  baseball: fixture(of('mbasebl')),
  soccer: fixture(of('wsoccer')),
  volleyball: fixture(of('wvolley')),
  hockey: fixture(of('mhockey')),
  generic: fixture(of('mtennis')),
  /** Nine overtimes, 60-character names, no opponent logo. */
  nineOvertimes: { props, data: nineOvertimes(football.data) },
} satisfies Record<string, { props: BoxscoreProps; data: BoxscoreData; from?: string }>;
