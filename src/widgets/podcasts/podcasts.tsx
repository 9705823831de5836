import type { WidgetComponentProps } from '#registry/define-widget.ts';
import type { PodcastsData, PodcastsProps } from './podcasts.schema.ts';
import { SmartLink } from '#src/chrome/smart-link.tsx';
import { formatDate } from '../shared/format.ts';
import '../shared/podcast-pages.css';

/** spec 2.1 podcast list: each series with its artwork, episode count and newest episode; by category. */
export default function Podcasts({ data, id }: WidgetComponentProps<PodcastsProps, PodcastsData>) {
  return (
    <section className="podcasts container" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="visually-hidden">
        Podcast series
      </h2>
      {data.categories.length > 1 ? (
        <nav aria-label="Podcast categories" className="podcast-categories">
          <ul>
            <li>
              <SmartLink href="/podcasts" aria-current={data.categories.some((c) => c.current) ? undefined : 'page'}>
                All
              </SmartLink>
            </li>
            {data.categories.map((c) => (
              <li key={c.id}>
                <SmartLink href={c.href} aria-current={c.current ? 'page' : undefined}>
                  {c.title}
                </SmartLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {data.series.length === 0 ? <p className="empty-state">No podcasts in this category yet.</p> : null}
      <ul className="podcast-series-list">
        {data.series.map((s) => (
          <li key={s.id} className="podcast-series-card">
            <img src={s.artwork.url} alt="" width={s.artwork.width} height={s.artwork.height} loading="lazy" decoding="async" />
            <div>
              <h3>
                <SmartLink href={s.href}>{s.title}</SmartLink>
              </h3>
              <p className="podcast-meta">
                {s.categoryTitle}
                {s.sportTitle ? ` · ${s.sportTitle}` : ''} · {s.episodeCount === 1 ? '1 episode' : `${s.episodeCount} episodes`}
                {s.requiresAuth ? ' · Subscribers only' : ''}
              </p>
              <p>{s.description}</p>
              {s.latest ? (
                <p className="podcast-latest">
                  Latest: {s.latest.title} ({formatDate(s.latest.date)})
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
