// Podcast fixtures shared by the podcasts list and the player: the demo school's series as the store lists them.
import type { PodcastEpisode, PodcastSeries } from '#schemas/entities/podcast.ts';
import { seriesCard, type PodcastSeriesCard } from './podcast-series.ts';
import { school } from './school.fixtures.ts';

/** Episodes of a series, newest first (as the store lists them). */
export function episodesOf(series: PodcastSeries): PodcastEpisode[] {
  return school.podcasts.episodes
    .filter((e) => e.series_id === series.id && e.published)
    .toSorted((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
}

export function cardOf(series: PodcastSeries): PodcastSeriesCard {
  return seriesCard(series, episodesOf(series), school.sports);
}

/** The published series, as the store lists them (by id). */
export const publishedSeries: PodcastSeries[] = school.podcasts.series.filter((s) => s.published).toSorted((a, b) => a.id - b.id);
