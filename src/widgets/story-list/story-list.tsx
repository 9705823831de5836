import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useApi } from '#src/data/api-provider.tsx';
import type { StoryListData, StoryListProps } from './story-list.schema.ts';
import type { WidgetComponentProps } from '#registry/define-widget.ts';
import { StoryCard } from '../shared/story-card.tsx';

export function hasMoreStories(last: StoryListData): boolean {
  return last.stories.length > 0 && last.start + last.count < last.total;
}

export default function StoryList({ props, data, id }: WidgetComponentProps<StoryListProps, StoryListData>) {
  const api = useApi();
  const [pages, setPages] = useState<StoryListData[]>([data]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  const stories = pages.flatMap((page) => page.stories);

  // Keyboard and screen-reader users land on the first new story rather than back at the button.
  useEffect(() => {
    if (focusFrom.current === null) return;
    listRef.current?.querySelectorAll<HTMLAnchorElement>('.story-card-title a')[focusFrom.current]?.focus();
    focusFrom.current = null;
  }, [pages]);
  const last = pages.at(-1) ?? data;

  // The link works as HTML (the next page of the list, `?page=`); hydrated, it loads the next stories in place.
  const nextPage = data.page + pages.length;
  async function loadMore(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (loading) return;
    setLoading(true);
    setFailed(false);
    // The query code loads on first use: pages whose visitors never ask for more never download it.
    const { fetchNextStories } = await import('./get-stories.ts');
    const next = await fetchNextStories(api, props, last);
    setLoading(false);
    if (next.stories.length === 0) {
      setFailed(true);
      return;
    }
    focusFrom.current = stories.length;
    setPages((current) => [...current, next]);
  }

  return (
    <section className={`story-list story-list-${props.layout}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{props.title}</h2>
      {stories.length === 0 ? (
        <p className="empty-state">No stories yet.</p>
      ) : (
        <ul ref={listRef} className="story-list-items">
          {stories.map((story, index) => (
            <li key={story.id}>
              <StoryCard story={story} featured={props.layout === 'featured' && index === 0} headingLevel={3} />
            </li>
          ))}
        </ul>
      )}
      {props.loadMore && (hasMoreStories(last) || data.page > 1) ? (
        <nav className="load-more-links" aria-label={`More of ${props.title}`}>
          {data.page > 1 ? (
            <a href={data.page === 2 ? '?' : `?page=${data.page - 1}`} className="button button-secondary">
              Newer stories
            </a>
          ) : null}
          {hasMoreStories(last) ? (
            <a href={`?page=${nextPage}#${id}-title`} className="button load-more" onClick={loadMore} aria-disabled={loading || undefined}>
              {loading ? 'Loading…' : 'Load more stories'}
            </a>
          ) : null}
        </nav>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {failed ? 'More stories could not be loaded. Please try again.' : pages.length > 1 ? `${stories.length} stories shown` : ''}
      </p>
    </section>
  );
}
