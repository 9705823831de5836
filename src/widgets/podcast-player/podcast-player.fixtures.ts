import {
  PODCAST_PAGE_SIZE,
  PodcastPlayerPropsSchema,
  podcastPlayerData,
  type PodcastPlayerData,
  type PodcastPlayerProps,
} from './podcast-player.schema.ts';
import { mediaAccess } from '#schemas/entities/media.ts';
import { podcastUrl } from '../shared/podcast-series.ts';
import { episodesOf } from '../shared/podcasts.fixtures.ts';
import { school } from '../shared/school.fixtures.ts';

const props = PodcastPlayerPropsSchema.parse({});
const bySlug = (slug: string) => {
  const series = school.podcasts.series.find((s) => s.slug === slug);
  if (!series) throw new Error(`Fixture landmark missing: podcast ${slug}`);
  return series;
};
/** The demo school's episode audio as the seed stores it: 4 kHz 8-bit mono WAV, a 44-byte header. */
const files = new Map(
  school.podcasts.episodes.map((e) => [e.audio_url, { content_type: 'audio/wav', size: 44 + e.duration_seconds * 4000 }]),
);

function playerOf(slug: string, pageIndex = 0, episodeId?: number): PodcastPlayerData {
  const series = bySlug(slug);
  return podcastPlayerData({
    series,
    episodes: episodesOf(series),
    sports: school.sports,
    files,
    size: PODCAST_PAGE_SIZE,
    index: pageIndex,
    episodeId: episodeId === undefined ? undefined : String(episodeId),
    staff: false,
  });
}
const pathOf = (slug: string) => podcastUrl(bySlug(slug));

const coachEpisodes = episodesOf(bySlug('coachs-corner'));
const onFirstPage = (kind: string) =>
  coachEpisodes.slice(0, PODCAST_PAGE_SIZE).find((e) => mediaAccess(e.media, { authorized: false }).kind === kind);
const blackedOut = onFirstPage('blacked-out');
const premium = onFirstPage('subscribe');
if (!blackedOut || !premium) throw new Error("Fixture landmark missing: a blacked-out and a premium episode of the coach's show");

// The stores the tests seed hold no audio files (the demo seed renders them), so only a series with nothing a
// visitor may play names its page; the others show the audio the demo seed stores.
export const podcastPlayerFixtures = {
  weekly: { props, data: playerOf('falcons-weekly') },
  secondPage: { props, data: playerOf('falcons-weekly', 1) },
  blackedOutEpisode: { props, data: playerOf('coachs-corner', 0, blackedOut.id) },
  premiumEpisode: { props, data: playerOf('coachs-corner', 0, premium.id) },
  subscribersOnlySeries: { props, data: playerOf('film-room'), from: pathOf('film-room') },
} satisfies Record<string, { props: PodcastPlayerProps; data: PodcastPlayerData; from?: string }>;
