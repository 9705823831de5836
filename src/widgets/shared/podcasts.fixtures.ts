// Podcast fixtures shared by the podcasts list and the player (built like the resolvers, from the school).
import { seriesRequiresAuth } from '#schemas/entities/media.ts';
import { PODCAST_CATEGORIES, type PodcastEpisode, type PodcastSeries } from '#schemas/entities/podcast.ts';
import { podcastFeedUrl, podcastUrl, type PodcastSeriesCard } from './podcast-series.ts';
import { school } from './school.fixtures.ts';

/** Episodes of a series, newest first (as the store lists them). */
export function episodesOf(series: PodcastSeries): PodcastEpisode[] {
  return school.podcasts.episodes.filter((e) => e.series_id === series.id).toSorted((a, b) => b.date.localeCompare(a.date));
}

/** Built like shared/podcasts.server.ts builds it. */
export function cardOf(series: PodcastSeries): PodcastSeriesCard {
  const episodes = episodesOf(series);
  return {
    id: series.id, title: series.title, description: series.description, author: series.author, artwork: series.artwork,
    href: podcastUrl(series), feedUrl: podcastFeedUrl(series), episodeCount: episodes.length,
    latest: episodes[0] ? { title: episodes[0].title, date: episodes[0].date } : null,
    sportTitle: school.sports.find((s) => s.id === series.sport_id)?.title ?? null,
    categoryTitle: PODCAST_CATEGORIES.find((c) => c.id === series.category_id)?.title ?? 'Podcasts',
    requiresAuth: seriesRequiresAuth(episodes),
  };
}
