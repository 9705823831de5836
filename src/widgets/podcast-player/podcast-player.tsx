import type { WidgetComponentProps } from '#registry/define-widget.ts';
import { formatDuration, type PodcastPlayerData, type PodcastPlayerProps } from './podcast-player.schema.ts';
import { SmartLink } from '#src/chrome/smart-link.tsx';
import { formatDate } from '../shared/format.ts';
import { PageLinks } from '../shared/page-links.tsx';
import { EpisodePanel, accessNote } from './episode-panel.tsx';
import '../shared/podcast-pages.css';

const BADGE: Record<string, string> = { 'sign-in': 'Sign in', subscribe: 'Premium', 'blacked-out': 'Unavailable' };

/** spec 2.1 podcast player: the series, the episode in the player, and the episodes page by page. */
export default function PodcastPlayer({ data, id }: WidgetComponentProps<PodcastPlayerProps, PodcastPlayerData>) {
  const { series, page } = data;
  const pageHref = (n: number) => `${series.href}?page=${n}`;
  return (
    <article className="podcast-player container" aria-labelledby={`${id}-title`}>
      <header className="podcast-header">
        <img src={series.artwork.url} alt={series.artwork.alt} width={series.artwork.width} height={series.artwork.height} />
        <div>
          <h2 id={`${id}-title`} className="page-title">
            {series.title}
          </h2>
          <p className="podcast-meta">
            {series.author} · {series.episodeCount} episodes
          </p>
          <p>{series.description}</p>
          {series.requiresAuth ? <p role="note">Every episode of this series is for subscribers: sign in to listen.</p> : null}
          <p>
            Follow in a podcast app: <SmartLink href={series.feedUrl}>RSS feed</SmartLink>
          </p>
        </div>
      </header>
      {data.current ? <EpisodePanel key={data.current.id} episode={data.current} headingId={`${id}-current`} /> : null}
      <section aria-labelledby={`${id}-episodes`}>
        <h3 id={`${id}-episodes`}>Episodes</h3>
        <ol className="podcast-episodes">
          {data.episodes.map((e) => (
            <li key={e.id} aria-current={e.id === data.current?.id ? 'true' : undefined}>
              <SmartLink href={e.href}>{e.title}</SmartLink>
              {accessNote(e) ? <span className="podcast-badge">{BADGE[e.access.kind]}</span> : null}
              <span className="podcast-meta">
                {' '}
                · {formatDate(e.date)} · {formatDuration(e.durationSeconds)}
              </span>
            </li>
          ))}
        </ol>
        <PageLinks
          label="Episode pages"
          index={page.index}
          pages={page.pages}
          prevText="Newer episodes"
          nextText="Older episodes"
          prevHref={page.index > 0 ? pageHref(page.index) : null}
          nextHref={page.index + 1 < page.pages ? pageHref(page.index + 2) : null}
        />
      </section>
    </article>
  );
}
