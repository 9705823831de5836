import { useEffect, useRef, useState } from 'react';
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

  async function loadMore() {
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
      {props.loadMore && hasMoreStories(last) ? (
        <button type="button" className="button load-more" onClick={loadMore} disabled={loading}>
          {loading ? 'Loading…' : 'Load more stories'}
        </button>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {failed ? 'More stories could not be loaded. Please try again.' : pages.length > 1 ? `${stories.length} stories shown` : ''}
      </p>
    </section>
  );
}
