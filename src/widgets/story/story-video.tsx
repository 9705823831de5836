import { useState } from 'react';
import type { StoryData } from '#schemas/widgets/story.ts';

type Video = NonNullable<StoryData['video']>;

/** The player's address: YouTube without cookies, or the Internet Archive's embed. */
export function embedUrl(video: Video): string {
  return video.provider === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.id)}?autoplay=1`
    : `https://archive.org/embed/${encodeURIComponent(video.id)}?autoplay=1`;
}

/**
 * A story's video: a poster with a "Play Video" button; the third-party player loads only when pressed
 * (spec 2.4), so readers who never play it never contact YouTube or the Archive.
 */
export function StoryVideo({ video, title, poster }: { video: Video; title: string; poster: string | null }) {
  const [playing, setPlaying] = useState(false);
  return (
    <div className="story-video">
      {playing ? (
        <iframe src={embedUrl(video)} title={`Video: ${title}`} width={1280} height={720} allow="autoplay; encrypted-media; picture-in-picture" allowFullScreen />
      ) : (
        <button type="button" className="story-video-poster" onClick={() => setPlaying(true)} style={poster ? { backgroundImage: `url(${poster})` } : undefined}>
          <span className="story-video-play">Play Video</span>
          <span className="visually-hidden">: {title}</span>
        </button>
      )}
    </div>
  );
}
