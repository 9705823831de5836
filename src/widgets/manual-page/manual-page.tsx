import type { WidgetComponentProps } from '#registry/define-widget.ts';
import type { ManualPageData, ManualPageProps } from './manual-page.schema.ts';
import { SmartLink } from '#src/chrome/smart-link.tsx';
import { VideoPlayer } from '../shared/video-player.tsx';
import { GameCards } from '../shared/game-cards.tsx';
import '../shared/page-blocks.css';

type VideoBlock = Extract<ManualPageData['blocks'][number], { kind: 'video' }>;

/**
 * A video block (spec 2.4 showcase options) through the same-origin embed page. With the "Play Video" button the
 * frame itself appears only when pressed (and then plays at once); without it the frame is there from the start
 * and the embed page shows its own Play: either way no third-party player loads before the visitor asks.
 */
function ShowcaseVideo({ block }: { block: VideoBlock }) {
  const asked = block.embed.replace(/autoplay=\d/, 'autoplay=1');
  return (
    <figure className="manual-video">
      {block.playButton ? (
        <VideoPlayer
          video={{ provider: block.provider === 'archive' ? 'archive' : 'youtube', id: block.id }}
          title={block.title}
          poster={block.poster}
          src={asked}
        />
      ) : (
        <div className="manual-frame">
          <iframe
            src={block.embed.replace(/autoplay=\d/, 'autoplay=0')}
            title={`Video: ${block.title}`}
            width={1280}
            height={720}
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
          />
        </div>
      )}
      <figcaption>
        {block.title}
        {block.live ? <span className="badge badge-live manual-live">Live</span> : null}
      </figcaption>
    </figure>
  );
}

/** spec 2.4 external and manual pages: the department's own page at this path, block by block. */
export default function ManualPage({ data, id }: WidgetComponentProps<ManualPageProps, ManualPageData>) {
  return (
    <article className="manual-page container" aria-labelledby={`${id}-title`}>
      {data.draft ? <p className="manual-draft">Draft: visitors do not see this page.</p> : null}
      <h2 id={`${id}-title`}>{data.title}</h2>
      <p className="manual-description">{data.description}</p>
      {data.blocks.map((block, i) => {
        if (block.kind === 'html') return <div key={i} className="manual-html" dangerouslySetInnerHTML={{ __html: block.html }} />;
        if (block.kind === 'video') return <ShowcaseVideo key={i} block={block} />;
        if (block.kind === 'games') {
          return (
            <section key={i} aria-labelledby={`${id}-b${i}`}>
              <h3 id={`${id}-b${i}`}>{block.title}</h3>
              <GameCards games={block.games} />
            </section>
          );
        }
        return (
          <nav key={i} aria-labelledby={`${id}-b${i}`}>
            <h3 id={`${id}-b${i}`}>{block.title}</h3>
            <ul>
              {block.items.map((item) => (
                <li key={item.url}>
                  <SmartLink href={item.url}>{item.title}</SmartLink>
                </li>
              ))}
            </ul>
          </nav>
        );
      })}
    </article>
  );
}
