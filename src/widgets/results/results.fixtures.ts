import { isListedGame, recordOf } from '#schemas/game-rules.ts';
import { ResultsPropsSchema, resultsData, type ResultType, type ResultsData, type ResultsProps } from './results.schema.ts';
import { sportGames } from '../shared/games.fixtures.ts';
import { school, sportBy } from '../shared/school.fixtures.ts';

function resultsOf(global: string, season: string, type: ResultType = 'all'): ResultsData {
  const sport = sportBy(global);
  return resultsData({
    sport,
    season,
    seasons: school.seasons[sport.id] ?? [],
    games: sportGames(sport.id, season).filter(isListedGame),
    type,
  });
}

const props = ResultsPropsSchema.parse({});
const print = ResultsPropsSchema.parse({ variant: 'print' });
const football = sportBy('mfootbl');
const basketball = sportBy('mbaskbl');
const footballSeason = (school.seasons[football.id] ?? []).at(-1) ?? '2026';
const basketballSeason = (school.seasons[basketball.id] ?? []).at(-2) ?? '2025-26';
const footballSlug = football.global_sport_name_slug;

export const resultsFixtures = {
  football: { props, data: resultsOf('mfootbl', footballSeason), from: `/sports/${footballSlug}/results?season=${footballSeason}` },
  basketball: {
    props,
    data: resultsOf('mbaskbl', basketballSeason),
    from: `/sports/${basketball.global_sport_name_slug}/results?season=${basketballSeason}`,
  },
  printConference: {
    props: print,
    data: resultsOf('mfootbl', footballSeason, 'conference'),
    from: `/sports/${footballSlug}/results/print/${footballSeason}/conference`,
  },
  noGamesYet: { props, data: { ...resultsOf('mfootbl', footballSeason), results: [], record: recordOf([]) } },
} satisfies Record<string, { props: ResultsProps; data: ResultsData; from?: string }>;
