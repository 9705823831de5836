import type { Sport } from '#schemas/entities/sport.ts';
import {
  StoryArchivePropsSchema,
  archiveSeasons,
  archiveSelection,
  storyArchiveData,
  type StoryArchiveData,
  type StoryArchiveProps,
} from './story-archive.schema.ts';
import { school, sportBy } from '../shared/school.fixtures.ts';
import { listedStories } from '../shared/stories.fixtures.ts';

const props = StoryArchivePropsSchema.parse({});
const football = sportBy('mfootbl');

/** An archive page of the demo school without a text filter: its address (path and query) names what it shows. */
function archiveOf(path: string, query: Record<string, string> = {}, pageSport?: Sport): StoryArchiveData {
  const sportPage = pageSport !== undefined;
  const { sport } = archiveSelection({ sports: school.sports, pageSport, query });
  const stories = listedStories.filter((s) => sport === null || s.sport_id === sport.id);
  const dates = stories.map((s) => s.date).toSorted();
  const seasons = archiveSeasons({ first: dates[0] ?? null, last: dates.at(-1) ?? null });
  const { season, range, q, pageNumber } = archiveSelection({ sports: school.sports, pageSport: sport, query, seasons });
  const chosen = stories.filter((s) => !range || (s.date >= range.after && s.date < range.before));
  const start = (pageNumber - 1) * props.pageSize;
  return storyArchiveData({
    sports: school.sports,
    sportPage,
    sport,
    season,
    q,
    pageNumber,
    pageSize: props.pageSize,
    seasons,
    stories: chosen.slice(start, start + props.pageSize),
    total: chosen.length,
    action: path,
  });
}

const firstPage = archiveOf('/archives');

export const storyArchiveFixtures = {
  firstPage: { props, data: firstPage, from: '/archives' },
  middlePage: { props, data: archiveOf('/archives', { page: '7' }), from: '/archives?page=7' },
  sportArchive: {
    props,
    data: archiveOf(`/sports/${football.global_sport_name_slug}/archives`, {}, football),
    from: `/sports/${football.global_sport_name_slug}/archives`,
  },
  /** Nothing matches the filters (hand-made: no store search behind it). */
  empty: {
    props,
    data: storyArchiveData({
      sports: school.sports,
      sportPage: false,
      sport: sportBy('wfieldh'),
      season: '2019-20',
      q: 'championship',
      pageNumber: 1,
      pageSize: props.pageSize,
      seasons: firstPage.seasonOptions.map((s) => s.value),
      stories: [],
      total: 0,
      action: '/archives',
    }),
  },
  pastTheEnd: { props, data: { ...firstPage, stories: [], from: 0, to: 0 } },
} satisfies Record<string, { props: StoryArchiveProps; data: StoryArchiveData; from?: string }>;
