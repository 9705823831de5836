import { lazy, Suspense, useCallback, useState } from 'react';
import { useHydrated } from '#src/chrome/use-hydrated.ts';
import { formatDuration, type PodcastEpisodeItem } from './podcast-player.schema.ts';
import { formatDate } from '../shared/format.ts';

// The player's code loads when a visitor presses Play, not with the page.
const AudioPlayer = lazy(() => import('./audio-player.tsx'));

const KB = 1024;

/** What a visitor gets for an episode that is not free (spec 3 media flags); null when it plays. */
export function accessNote(episode: PodcastEpisodeItem): string | null {
  switch (episode.access.kind) {
    case 'play':
      return null;
    case 'sign-in':
      return 'Sign in to listen to this episode.';
    case 'subscribe':
      return 'This episode is for subscribers. Subscribe to listen.';
    case 'blacked-out':
      return episode.access.message;
  }
}

/** The episode in the player: its facts, and Play (or why not), with a plain download link that needs no JavaScript. */
export function EpisodePanel({ episode, headingId }: { episode: PodcastEpisodeItem; headingId: string }) {
  const [loaded, setLoaded] = useState(false);
  const hydrated = useHydrated();
  // Until React runs, the browser's own player plays the episode (docs/decisions/0010-controls-before-hydration.md);
  // one a fan already started keeps playing after hydration instead of giving way to the custom player.
  const [nativeStarted, setNativeStarted] = useState(false);
  const adoptNative = useCallback((audio: HTMLAudioElement | null) => {
    if (audio && (!audio.paused || audio.currentTime > 0)) setNativeStarted(true);
  }, []);
  const note = accessNote(episode);
  return (
    <section className="podcast-current" aria-labelledby={headingId}>
      <h3 id={headingId}>{episode.title}</h3>
      <p className="podcast-meta">
        {formatDate(episode.date)} · {formatDuration(episode.durationSeconds)}
      </p>
      <p>{episode.description}</p>
      {note ? (
        <p className="podcast-access" role="note">
          {note}
        </p>
      ) : null}
      {episode.audio ? (
        <>
          {!hydrated || nativeStarted ? (
            <audio
              ref={adoptNative}
              className="podcast-native-audio"
              src={episode.audio.url}
              controls
              preload="none"
              aria-label={`Play ${episode.title}`}
              suppressHydrationWarning
            />
          ) : loaded ? (
            <Suspense fallback={<p>Loading the player…</p>}>
              <AudioPlayer src={episode.audio.url} title={episode.title} durationSeconds={episode.durationSeconds} autoPlay />
            </Suspense>
          ) : (
            <button type="button" className="podcast-play" onClick={() => setLoaded(true)}>
              Play episode
            </button>
          )}
          <p>
            <a href={episode.audio.url} download>
              Download episode ({episode.audio.type === 'audio/wav' ? 'WAV' : 'audio'}, {Math.max(1, Math.round(episode.audio.size / KB))}{' '}
              KB)
            </a>
          </p>
        </>
      ) : null}
    </section>
  );
}
