import { isComplete, PLAIN_FINAL_DISPLAY, recordOf, isListedGame } from '#schemas/game-rules.ts';
import type { Game } from '#schemas/entities/game.ts';
import { ResultsPropsSchema, matchesType, resultsPrintUrl, resultsUrl, type ResultType, type ResultsData, type ResultsProps } from './results.schema.ts';
import { school, sportBy } from '../shared/school.fixtures.ts';

/** Built like results.server.ts. */
function resultsOf(global: string, season: string, type: ResultType = 'all'): ResultsData {
  const sport = sportBy(global);
  const slug = sport.global_sport_name_slug;
  const games = school.games.filter((g) => g.sport_id === sport.id && g.season === season && isListedGame(g) && isComplete(g) && g.result !== null).toSorted((a, b) => a.date_utc.localeCompare(b.date_utc));
  const row = (g: Game) => ({
    id: g.id, date: g.date, opponent: g.opponent.title, versus: g.location_indicator === 'A' ? ('at' as const) : ('vs' as const), location: g.location,
    conference: g.is_conference, status: g.result?.status ?? 'N', score: [g.result?.team_score, g.result?.opponent_score].filter((s) => s != null).join('-'),
    note: g.game_state_display && g.game_state_display !== PLAIN_FINAL_DISPLAY ? g.game_state_display : null,
    links: g.result?.boxscore ? [{ title: 'Box Score', url: g.result.boxscore }] : [],
  });
  return {
    sport: { title: sport.title, slug }, season, type,
    seasons: (school.seasons[sport.id] ?? []).toReversed().map((title) => ({ title, url: resultsUrl(slug, title) })),
    record: recordOf(games), results: games.filter((g) => matchesType(g, type)).map(row), printUrl: resultsPrintUrl(slug, season, 'all'),
  };
}

const props = ResultsPropsSchema.parse({});
const footballSeason = (school.seasons[sportBy('mfootbl').id] ?? []).at(-1) ?? '2026';
export const resultsFixtures = {
  football: { props, data: resultsOf('mfootbl', footballSeason) },
  basketball: { props, data: resultsOf('mbaskbl', (school.seasons[sportBy('mbaskbl').id] ?? []).at(-2) ?? '2025-26') },
  printConference: { props: ResultsPropsSchema.parse({ variant: 'print' }), data: resultsOf('mfootbl', footballSeason, 'conference') },
  noGamesYet: { props, data: { ...resultsOf('mfootbl', footballSeason), results: [], record: recordOf([]) } },
} satisfies Record<string, { props: ResultsProps; data: ResultsData }>;
