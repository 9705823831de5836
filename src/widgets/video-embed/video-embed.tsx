import type { WidgetComponentProps } from '#registry/define-widget.ts';
import type { VideoEmbedData, VideoEmbedProps } from './video-embed.schema.ts';
import { VideoPlayer } from '../shared/video-player.tsx';
import '../shared/page-blocks.css';

type Video = NonNullable<VideoEmbedData['video']>;

function playerUrl(video: Video): string {
  const id = encodeURIComponent(video.id);
  if (video.provider === 'archive') return `https://archive.org/embed/${id}?autoplay=1`;
  return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&controls=${video.controls ? 1 : 0}`;
}

/**
 * spec 2.4 embed page (/embed?youtube=|Archive=|Id=&autoplay=&controls=&live=), framed by the site's pages. The
 * third-party player loads at once only with autoplay=1 (the page that framed it passes that after the visitor
 * pressed Play); otherwise this page shows its own Play. Endeavor ids have no embeddable host here: a note says so.
 */
export default function VideoEmbed({ data }: WidgetComponentProps<VideoEmbedProps, VideoEmbedData>) {
  const video = data.video;
  if (!video) return <p className="video-embed">No video was named.</p>;
  if (video.provider === 'endeavor')
    return (
      <p className="video-embed">
        This {video.live ? 'live stream' : 'video'} plays on the streaming provider’s site (id {video.id}).
      </p>
    );
  const title = video.live ? 'Live video' : 'Video';
  return (
    <div className="video-embed">
      {video.autoplay ? (
        <iframe src={playerUrl(video)} title={title} allow="autoplay; encrypted-media; picture-in-picture" allowFullScreen />
      ) : (
        <VideoPlayer video={{ provider: video.provider, id: video.id }} title={title} poster={null} src={playerUrl(video)} />
      )}
    </div>
  );
}
