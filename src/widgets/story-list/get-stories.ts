import { queryOptions } from '@tanstack/react-query';
import { StoryListDataSchema, type StoryListData, type StoryListProps } from './story-list.schema.ts';
import type { ApiClient } from '#src/data/api-client.ts';
import { getQueryClient } from '#src/data/query-client.ts';

/** spec 7: a component data load; "load more" advances start by count. */
export function storyPageQueryOptions(api: ApiClient, props: StoryListProps, sportId: string, start: number) {
  return queryOptions({
    queryKey: ['component', 'story-list', sportId, start, props],
    queryFn: ({ signal }) =>
      api.get('/api/v2/components/story-list', {
        query: { sportId, start, count: props.count, extra: JSON.stringify(props) },
        schema: StoryListDataSchema,
        empty: { stories: [], total: 0, start, count: props.count, page: 1, sportId },
        signal,
      }),
  });
}

/** The page after `last`, through the shared query client (cached and de-duplicated). */
export function fetchNextStories(api: ApiClient, props: StoryListProps, last: StoryListData): Promise<StoryListData> {
  return getQueryClient().fetchQuery(storyPageQueryOptions(api, props, last.sportId, last.start + last.count));
}
