import { useId } from 'react';
import type { WidgetComponentProps } from '#registry/define-widget.ts';
import type { MediaLibraryData, MediaLibraryProps } from './media-library.schema.ts';
import { clockLabel } from '#schemas/live.ts';
import { SmartLink } from '#src/chrome/smart-link.tsx';
import { formatDate } from '../shared/format.ts';
import { PageLinks } from '../shared/page-links.tsx';
import { VideoPlayer } from '../shared/video-player.tsx';
import './media-library.css';

type Clip = MediaLibraryData['clips'][number];

/** What a visitor gets for a clip (spec 3 media flags): the player on Play, or why not and what to do. */
function ClipMedia({ clip, signInUrl }: { clip: Clip; signInUrl: string }) {
  const background = { backgroundImage: `url(${clip.thumbnail})` };
  if (clip.access.kind === 'play') return <VideoPlayer video={clip.source} title={clip.title} poster={clip.thumbnail} />;
  if (clip.access.kind === 'blacked-out')
    return (
      <div className="clip-locked" style={background}>
        <p>{clip.access.message}</p>
      </div>
    );
  if (clip.access.kind === 'subscribe')
    return (
      <div className="clip-locked" style={background}>
        <p>
          For All-Access subscribers. <SmartLink href="/tickets">See subscriptions</SmartLink>
        </p>
      </div>
    );
  return (
    <div className="clip-locked" style={background}>
      <p>
        <SmartLink href={signInUrl}>Sign in to {clip.kind === 'audio' ? 'listen' : 'watch'}</SmartLink>
      </p>
    </div>
  );
}

/**
 * The all-access library: clips filtered by sport and category (a plain GET form, so it works without
 * JavaScript), captioned or audio on request, pinned first; each plays only when asked, or says why it cannot.
 */
export default function MediaLibrary({ data }: WidgetComponentProps<MediaLibraryProps, MediaLibraryData>) {
  const id = useId();
  const { filters } = data;
  return (
    <section className="media-library container" aria-labelledby={`${id}-status`}>
      <form method="get" action={data.action} className="media-filters" aria-label="Filter clips">
        <span>
          <label htmlFor={`${id}-sport`}>Sport</label>
          <select id={`${id}-sport`} name="sport" defaultValue={filters.selected.sport}>
            <option value="">All sports</option>
            {filters.sports.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </span>
        <span>
          <label htmlFor={`${id}-category`}>Category</label>
          <select id={`${id}-category`} name="category" defaultValue={filters.selected.category}>
            <option value="">All categories</option>
            {filters.categories.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </span>
        <span className="media-check">
          <input id={`${id}-captions`} type="checkbox" name="captions" value="1" defaultChecked={filters.selected.captions} />{' '}
          <label htmlFor={`${id}-captions`}>Captioned only</label>
        </span>
        <span className="media-check">
          <input id={`${id}-audio`} type="checkbox" name="audio" value="1" defaultChecked={filters.selected.audio} />{' '}
          <label htmlFor={`${id}-audio`}>Include audio</label>
        </span>
        <button type="submit" className="button button-primary">
          Show
        </button>
      </form>
      <p id={`${id}-status`} role="status">
        {data.total === 1 ? '1 clip' : `${data.total} clips`}
      </p>
      {data.clips.length === 0 ? (
        <p className="empty-state">No clips match. Try “All categories”, or include audio.</p>
      ) : (
        <ul className="clip-grid">
          {data.clips.map((clip) => (
            <li key={clip.id}>
              <article aria-labelledby={`${id}-c${clip.id}`}>
                <ClipMedia clip={clip} signInUrl={data.signInUrl} />
                <h3 id={`${id}-c${clip.id}`}>{clip.title}</h3>
                <p className="clip-meta">
                  {clip.pinned ? <span className="clip-badge clip-pinned">Featured</span> : null}
                  <span>{clip.category.title}</span>
                  {clip.sport ? <SmartLink href={clip.sport.url}>{clip.sport.title}</SmartLink> : null}
                  <time dateTime={clip.date}>{formatDate(clip.date)}</time>
                  <span>
                    <span className="visually-hidden">Length </span>
                    {clockLabel(clip.duration_seconds)}
                  </span>
                  {clip.kind === 'audio' ? <span className="clip-badge">Audio</span> : null}
                  {clip.has_captions ? (
                    <abbr className="clip-badge" title="Closed captions">
                      CC
                    </abbr>
                  ) : null}
                </p>
                <p>{clip.description}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
      <PageLinks label="Clip pages" {...data.page} />
    </section>
  );
}
