import type { Story } from '#schemas/entities/story.ts';
import { StoryPropsSchema, storyData, type StoryData, type StoryProps } from './story.schema.ts';
import { FULL_STORY_MARK, UNSAFE_STORY_TITLE } from '#fixtures/school/index.ts';
import { fixtureNow } from '../shared/games.fixtures.ts';
import { school } from '../shared/school.fixtures.ts';

const props = StoryPropsSchema.parse({});

/** The published story just before or after this one in its sport (or among all), as the store lists them. */
function neighbourOf(story: Story, direction: 'previous' | 'next'): StoryData['previous'] {
  const order = (a: Story, b: Story) => a.date.localeCompare(b.date) || a.id - b.id;
  const candidates = school.stories
    .filter((s) => s.published && s.id !== story.id && (story.sport_id === null || s.sport_id === story.sport_id))
    .filter((s) => (direction === 'previous' ? s.date < story.date : s.date >= story.date))
    .toSorted(direction === 'previous' ? (a, b) => order(b, a) : order);
  const found = candidates[0];
  return found ? { title: found.title, url: found.url, date: found.date } : null;
}

/** The widget's data for a story of the demo school (bodies here are already safe, so they are the html as is). */
function dataOf(story: Story, overrides: Partial<StoryData> = {}): StoryData {
  return {
    ...storyData({
      story,
      sport: school.sports.find((s) => s.id === story.sport_id) ?? null,
      site: school.site,
      games: school.games
        .filter((g) => story.games.includes(g.id))
        .toSorted((a, b) => story.games.indexOf(a.id) - story.games.indexOf(b.id)),
      tags: school.tags,
      html: story.content,
      previous: story.published ? neighbourOf(story, 'previous') : null,
      next: story.published ? neighbourOf(story, 'next') : null,
      now: fixtureNow,
    }),
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

export const storyFixtures = {
  full: { props, data: dataOf(full), from: full.url },
  archiveVideo: { props, data: dataOf(archive), from: archive.url },
  minimal: {
    props: StoryPropsSchema.parse({ share: false }),
    data: dataOf(department, {
      subHeadline: null,
      teaser: null,
      byline: null,
      image: null,
      alternateImage: null,
      video: null,
      writer: null,
      links: [],
      gallery: null,
      games: [],
      sport: null,
      previous: null,
      next: null,
    }),
  },
  draft: { props, data: dataOf(draft) },
  /** What the sanitizer leaves of the story that carries a script tag and an onerror handler. */
  sanitized: {
    props,
    data: dataOf(unsafe, {
      html: '<p>Gates open two hours before kickoff.</p><p><img src="/images/stories/missing.svg" alt="Stadium map" loading="lazy" /></p><p>See you at Falcon Stadium!</p>',
    }),
    from: unsafe.url,
  },
} satisfies Record<string, { props: StoryProps; data: StoryData; from?: string }>;
