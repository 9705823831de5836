import type { Story } from '#schemas/entities/story.ts';
import { StoryPropsSchema, writerSocial, type StoryData, type StoryProps } from './story.schema.ts';
import { FULL_STORY_MARK, UNSAFE_STORY_TITLE } from '#fixtures/school/index.ts';
import { tagUrl } from '../shared/urls.ts';
import { school, sportOf } from '../shared/school.fixtures.ts';

const BASE = school.site.baseUrl.replace(/\/+$/, '');
const props = StoryPropsSchema.parse({});

/** The widget's data as story.server.ts builds it (bodies here are already safe fixtures). */
function dataOf(story: Story, overrides: Partial<StoryData> = {}): StoryData {
  const sport = story.sport_id === null ? null : sportOf(story.sport_id);
  const games = school.games.filter((g) => story.games.includes(g.id));
  return {
    id: story.id, title: story.title, subHeadline: story.sub_headline, teaser: story.teaser, byline: story.byline, date: story.date,
    type: story.type, image: story.image, alternateImage: story.alternate_image,
    video: story.video?.youtube ? { provider: 'youtube', id: story.video.youtube } : story.video?.archive ? { provider: 'archive', id: story.video.archive } : null,
    writer: story.writer ? { name: story.writer.name, bio: story.writer.bio, image: story.writer.image, social: writerSocial(story.writer) } : null,
    html: story.content,
    links: story.links,
    gallery: story.gallery_id === null ? null : { title: 'Photo Gallery', url: `/galleries?id=${story.gallery_id}` },
    games: games.map((g) => ({
      id: g.id, date: g.date, opponent: g.opponent.title, versus: g.location_indicator === 'A' ? 'at' : 'vs',
      result: g.result?.team_score && g.result.opponent_score ? { status: g.result.status, score: `${g.result.team_score}-${g.result.opponent_score}` } : null,
      links: g.result?.boxscore ? [{ title: 'Box Score', url: g.result.boxscore }] : [],
    })),
    sport: sport ? { title: sport.title, url: `/sports/${sport.global_sport_name_slug}` } : null,
    tags: school.tags.filter((t) => story.tags.includes(t.id)).map((t) => ({ title: t.name, url: tagUrl(t.slug) })),
    previous: null, next: null, shareUrl: `${BASE}${story.url}`, draft: !story.published,
    ...overrides,
  };
}

const find = (test: (s: Story) => boolean, what: string) => {
  const story = school.stories.find(test);
  if (!story) throw new Error(`Fixture landmark missing: ${what}`);
  return story;
};
const full = find((s) => s.content_template === FULL_STORY_MARK, 'the full story');
const archive = find((s) => s.video?.archive != null, 'a story with an archive.org video');
const department = find((s) => s.sport_id === null && s.published, 'a department story');
const draft = find((s) => !s.published, 'a draft story');
const unsafe = find((s) => s.title === UNSAFE_STORY_TITLE, 'the unsafe story');
const neighbour = (s: Story) => ({ title: s.title, url: s.url, date: s.date });

export const storyFixtures = {
  full: { props, data: dataOf(full, { previous: neighbour(archive), next: neighbour(department) }) },
  archiveVideo: { props, data: dataOf(archive) },
  minimal: {
    props: StoryPropsSchema.parse({ share: false }),
    data: dataOf(department, { subHeadline: null, teaser: null, byline: null, image: null, alternateImage: null, video: null, writer: null, links: [], gallery: null, games: [], sport: null }),
  },
  draft: { props, data: dataOf(draft) },
  /** What the sanitizer leaves of the story that carries a script tag and an onerror handler. */
  sanitized: { props, data: dataOf(unsafe, { html: '<p>Gates open two hours before kickoff.</p><p><img src="/images/stories/missing.svg" alt="Stadium map" /></p><p>See you at Falcon Stadium!</p>' }) },
} satisfies Record<string, { props: StoryProps; data: StoryData }>;
