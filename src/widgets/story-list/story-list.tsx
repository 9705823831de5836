import { useInfiniteQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useApi } from '#src/data/api-provider.tsx';
import type { StoryListData, StoryListProps } from '#schemas/widgets/story-list.ts';
import type { WidgetComponentProps } from '#registry/define-widget.ts';
import { storyListQueryOptions } from './get-stories.ts';
import { StoryCard } from './story-card.tsx';

export default function StoryList({ props, data, id }: WidgetComponentProps<StoryListProps, StoryListData>) {
  const api = useApi();
  const query = useInfiniteQuery(storyListQueryOptions(api, id, props, data));
  const listRef = useRef<HTMLUListElement>(null);
  const stories = query.data.pages.flatMap((page) => page.stories);

  async function loadMore() {
    const shown = stories.length;
    await query.fetchNextPage();
    // Keyboard and screen-reader users land on the first new story rather than back at the button.
    listRef.current?.querySelectorAll<HTMLAnchorElement>('.story-card-title a')[shown]?.focus();
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
      {props.loadMore && query.hasNextPage ? (
        <button type="button" className="button load-more" onClick={loadMore} disabled={query.isFetchingNextPage}>
          {query.isFetchingNextPage ? 'Loading…' : 'Load more stories'}
        </button>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {query.data.pages.length > 1 ? `${stories.length} stories shown` : ''}
      </p>
    </section>
  );
}
