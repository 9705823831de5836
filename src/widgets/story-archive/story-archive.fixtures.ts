import { StoryArchivePropsSchema, academicYearOf, pageWindow, type StoryArchiveData, type StoryArchiveProps } from './story-archive.schema.ts';
import { latestStories, school, toStoryCard } from '../shared/school.fixtures.ts';

const props = StoryArchivePropsSchema.parse({});
const sportOptions = school.sports.filter((s) => !s.non_sport).toSorted((a, b) => a.title.localeCompare(b.title)).map((s) => ({ value: s.global_sport_name_slug, label: s.title }));
const seasonOptions = [...new Set(latestStories.map((s) => academicYearOf(s.date)))].map((s) => ({ value: s, label: s }));

function archiveOf(stories: typeof latestStories, pageIndex: number, selected = { sport: '', season: '', q: '' }, action = '/archives'): StoryArchiveData {
  const size = props.pageSize;
  const pages = Math.max(1, Math.ceil(stories.length / size));
  const shown = stories.slice(pageIndex * size, (pageIndex + 1) * size);
  const href = (n: number) => (n > 1 ? `${action}?page=${n}` : action);
  return {
    sportOptions: action === '/archives' ? sportOptions : [], seasonOptions, selected, action,
    stories: shown.map(toStoryCard), total: stories.length,
    from: shown.length > 0 ? pageIndex * size + 1 : 0, to: pageIndex * size + shown.length,
    page: {
      index: pageIndex, pages,
      prevHref: pageIndex > 0 ? href(pageIndex) : null, nextHref: pageIndex + 1 < pages ? href(pageIndex + 2) : null,
      links: pageWindow(pageIndex + 1, pages).map((n) => ({ number: n, href: href(n), current: n === pageIndex + 1 })),
    },
  };
}

const football = latestStories.filter((s) => s.sport_id === 2);

export const storyArchiveFixtures = {
  firstPage: { props, data: archiveOf(latestStories, 0) },
  middlePage: { props, data: archiveOf(latestStories, 6) },
  sportArchive: { props, data: archiveOf(football, 0, { sport: '', season: '', q: '' }, '/sports/football/archives') },
  empty: { props, data: archiveOf([], 0, { sport: 'field-hockey', season: '2019-20', q: 'championship' }) },
  pastTheEnd: { props, data: { ...archiveOf(latestStories, 0), stories: [], from: 0, to: 0 } },
} satisfies Record<string, { props: StoryArchiveProps; data: StoryArchiveData }>;
