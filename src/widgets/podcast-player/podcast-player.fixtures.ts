import { PODCAST_PAGE_SIZE, PodcastPlayerPropsSchema, type PodcastEpisodeItem, type PodcastPlayerData, type PodcastPlayerProps } from './podcast-player.schema.ts';
import { mediaAccess } from '#schemas/entities/media.ts';
import type { PodcastEpisode, PodcastSeries } from '#schemas/entities/podcast.ts';
import { podcastUrl } from '../shared/podcast-series.ts';
import { cardOf, episodesOf } from '../shared/podcasts.fixtures.ts';
import { school } from '../shared/school.fixtures.ts';

export function itemOf(episode: PodcastEpisode, series: PodcastSeries): PodcastEpisodeItem {
  const access = mediaAccess(episode.media, { authorized: false });
  return {
    id: episode.id, number: episode.number, title: episode.title, description: episode.description, date: episode.date,
    durationSeconds: episode.duration_seconds, href: `${podcastUrl(series)}?episode=${episode.id}`,
    audio: access.kind === 'play' ? { url: episode.audio_url, type: 'audio/wav', size: 44 + episode.duration_seconds * 8000 } : null,
    access,
  };
}

const props = PodcastPlayerPropsSchema.parse({});
const bySlug = (slug: string) => {
  const series = school.podcasts.series.find((s) => s.slug === slug);
  if (!series) throw new Error(`Fixture landmark missing: podcast ${slug}`);
  return series;
};

function playerOf(slug: string, pageIndex = 0, currentId?: number): PodcastPlayerData {
  const series = bySlug(slug);
  const episodes = episodesOf(series).map((e) => itemOf(e, series));
  const current = episodes.find((e) => e.id === currentId) ?? episodes.find((e) => e.access.kind === 'play') ?? null;
  return {
    series: cardOf(series),
    current,
    episodes: episodes.slice(pageIndex * PODCAST_PAGE_SIZE, (pageIndex + 1) * PODCAST_PAGE_SIZE),
    page: { index: pageIndex, size: PODCAST_PAGE_SIZE, total: episodes.length, pages: Math.ceil(episodes.length / PODCAST_PAGE_SIZE) },
  };
}

const coach = playerOf('coachs-corner');
const blackedOut = coach.episodes.find((e) => e.access.kind === 'blacked-out');
const premium = coach.episodes.find((e) => e.access.kind === 'subscribe');

export const podcastPlayerFixtures = {
  weekly: { props, data: playerOf('falcons-weekly') },
  secondPage: { props, data: playerOf('falcons-weekly', 1) },
  blackedOutEpisode: { props, data: { ...coach, current: blackedOut ?? coach.current } },
  premiumEpisode: { props, data: { ...coach, current: premium ?? coach.current } },
  subscribersOnlySeries: { props, data: playerOf('film-room') },
} satisfies Record<string, { props: PodcastPlayerProps; data: PodcastPlayerData }>;
