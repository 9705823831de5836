import { useState } from 'react';
import './video-player.css';

export interface VideoSource {
  provider: 'youtube' | 'archive';
  id: string;
}

/** The player's address: YouTube without cookies, or the Internet Archive's embed. */
export function embedUrl(video: VideoSource, { autoplay = true } = {}): string {
  const id = encodeURIComponent(video.id);
  return video.provider === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${id}?autoplay=${autoplay ? 1 : 0}`
    : `https://archive.org/embed/${id}?autoplay=${autoplay ? 1 : 0}`;
}

/**
 * A video behind a poster and a "Play Video" button: the third-party player loads only when pressed (spec 2.4),
 * so visitors who never play it never contact YouTube or the Archive. `src` overrides the player address (the
 * showcase plays through the site's own embed page).
 */
export function VideoPlayer({ video, title, poster, src }: { video: VideoSource; title: string; poster: string | null; src?: string }) {
  const [playing, setPlaying] = useState(false);
  return (
    <div className="video-player">
      {playing ? (
        <iframe
          src={src ?? embedUrl(video)}
          title={`Video: ${title}`}
          width={1280}
          height={720}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
        />
      ) : (
        <button
          type="button"
          className="video-player-poster"
          onClick={() => setPlaying(true)}
          style={poster ? { backgroundImage: `url(${poster})` } : undefined}
        >
          <span className="video-player-play">Play Video</span>
          <span className="visually-hidden">: {title}</span>
        </button>
      )}
    </div>
  );
}
