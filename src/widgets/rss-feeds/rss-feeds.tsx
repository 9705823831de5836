import type { WidgetComponentProps } from '#registry/define-widget.ts';
import type { RssFeedsData, RssFeedsProps } from './rss-feeds.schema.ts';
import { CopyButton } from '../shared/copy-button.tsx';
import './rss-feeds.css';

function FeedList({ feeds }: { feeds: RssFeedsData['sports'] }) {
  return (
    <ul className="rss-feed-list">
      {feeds.map((feed) => (
        <li key={feed.url}>
          <span className="rss-feed-title">{feed.title}</span>
          <a href={feed.url} className="rss-feed-url">
            {feed.url}
          </a>
          <CopyButton text={feed.url} label={`Copy the ${feed.title} feed address`} copiedLabel="Copied" />
        </li>
      ))}
    </ul>
  );
}

/** spec 2.1 RSS feeds: every feed with its address to copy into a feed reader or podcast app. */
export default function RssFeeds({ data, id }: WidgetComponentProps<RssFeedsProps, RssFeedsData>) {
  return (
    <section className="rss-feeds container" aria-labelledby={`${id}-news`}>
      <p>Follow Falcons news in any feed reader: copy a feed's address and add it to your reader.</p>
      <h3 id={`${id}-news`}>All news</h3>
      <FeedList feeds={[data.news]} />
      <h3>News by sport</h3>
      <FeedList feeds={data.sports} />
      {data.podcasts.length > 0 ? (
        <>
          <h3>Podcasts</h3>
          <FeedList feeds={data.podcasts} />
        </>
      ) : null}
    </section>
  );
}
