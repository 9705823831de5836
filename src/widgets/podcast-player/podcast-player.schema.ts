import * as z from 'zod/mini';
import { mediaAccess } from '#schemas/entities/media.ts';
import type { PodcastEpisode, PodcastSeries } from '#schemas/entities/podcast.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import { podcastUrl, PodcastSeriesCardSchema, seriesCard } from '../shared/podcast-series.ts';
import { defineWidget } from '#registry/define-widget.ts';

/** spec 9: default pagination count 10. */
export const PODCAST_PAGE_SIZE = 10;

export const PodcastPlayerPropsSchema = z.object({
  pageSize: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(50)), PODCAST_PAGE_SIZE),
  /** The series when loaded as a component (spec 7), outside its own page. */
  seriesId: z.optional(z.number()),
});
export type PodcastPlayerProps = z.infer<typeof PodcastPlayerPropsSchema>;

const AccessSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('play') }),
  z.object({ kind: z.literal('sign-in') }),
  z.object({ kind: z.literal('subscribe') }),
  z.object({ kind: z.literal('blacked-out'), message: z.string() }),
]);

export const PodcastEpisodeItemSchema = z.object({
  id: z.number(),
  number: z.number(),
  title: z.string(),
  description: z.string(),
  date: z.string(),
  durationSeconds: z.number(),
  href: z.string(),
  /** Present only when this visitor may play it (spec 3 media flags). */
  audio: z.nullable(z.object({ url: z.string(), type: z.string(), size: z.number() })),
  access: AccessSchema,
});
export type PodcastEpisodeItem = z.infer<typeof PodcastEpisodeItemSchema>;

export const PodcastPlayerDataSchema = z.object({
  series: PodcastSeriesCardSchema,
  /** The episode in the player: the one in the URL, else the newest playable one. */
  current: z.nullable(PodcastEpisodeItemSchema),
  episodes: z.array(PodcastEpisodeItemSchema),
  page: z.object({ index: z.number(), size: z.number(), total: z.number(), pages: z.number() }),
});
export type PodcastPlayerData = z.infer<typeof PodcastPlayerDataSchema>;

/** 1:05, 32:10, 1:02:03 */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

/** Which episodes a page of the player shows: `size` a page, page `index` from 0, the one named in the URL in the player. */
export interface PodcastPlayerView {
  size: number;
  index: number;
  /** `?episode=`: the episode to put in the player. */
  episodeId: string | undefined;
  /** Staff previews play everything (the provider's "authorized"); visitors meet the flags (spec 3). */
  staff: boolean;
}

/** The episode in the player (the one named, else the newest playable one) and the page of the list. */
export function podcastPlayerSelection(episodes: readonly PodcastEpisode[], { size, index, episodeId, staff }: PodcastPlayerView) {
  const chosen = episodes.find((e) => String(e.id) === episodeId) ?? null;
  const current = chosen ?? episodes.find((e) => mediaAccess(e.media, { authorized: staff }).kind === 'play') ?? null;
  return { chosen, current, shown: episodes.slice(index * size, index * size + size) };
}

export interface PodcastPlayerInput extends PodcastPlayerView {
  series: PodcastSeries;
  /** The series' episodes, newest first. */
  episodes: readonly PodcastEpisode[];
  sports: readonly Sport[];
  /** The stored audio files by path: an episode a visitor may play names its type and size. */
  files: ReadonlyMap<string, { content_type: string; size: number }>;
}

/** spec 2.1 podcast player: a page of episodes, one of them in the player. */
export function podcastPlayerData(input: PodcastPlayerInput): PodcastPlayerData {
  const { series, episodes, sports, files, size, index, staff } = input;
  const { current, shown } = podcastPlayerSelection(episodes, input);
  const item = (episode: PodcastEpisode): PodcastEpisodeItem => {
    const access = mediaAccess(episode.media, { authorized: staff });
    const file = access.kind === 'play' ? files.get(episode.audio_url) : undefined;
    return {
      id: episode.id,
      number: episode.number,
      title: episode.title,
      description: episode.description,
      date: episode.date,
      durationSeconds: episode.duration_seconds,
      href: `${podcastUrl(series)}?episode=${episode.id}`,
      audio: file ? { url: episode.audio_url, type: file.content_type, size: file.size } : null,
      access,
    };
  };
  return {
    series: seriesCard(series, episodes, sports),
    current: current ? item(current) : null,
    episodes: shown.map(item),
    page: { index, size, total: episodes.length, pages: Math.max(1, Math.ceil(episodes.length / size)) },
  };
}

export const widget = defineWidget({
  name: 'podcast-player',
  label: 'Podcast player',
  description: "One podcast's episodes with a player.",
  props: PodcastPlayerPropsSchema,
  data: PodcastPlayerDataSchema,
});
