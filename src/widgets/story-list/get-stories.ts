import { infiniteQueryOptions } from '@tanstack/react-query';
import { StoryListDataSchema, type StoryListData, type StoryListProps } from '#schemas/widgets/story-list.ts';
import type { ApiClient } from '#src/data/api-client.ts';

/** spec 7: component data load; "load more" advances start by count. The first page comes from the payload. */
export function storyListQueryOptions(api: ApiClient, widgetId: string, props: StoryListProps, first: StoryListData) {
  return infiniteQueryOptions({
    queryKey: ['component', 'story-list', widgetId, first.sportId, props],
    queryFn: ({ pageParam, signal }) =>
      api.get('/api/v2/components/story-list', {
        query: { sportId: first.sportId, start: pageParam, count: props.count, extra: JSON.stringify(props) },
        schema: StoryListDataSchema,
        empty: { stories: [], total: 0, start: pageParam, count: props.count, sportId: first.sportId },
        signal,
      }),
    initialPageParam: first.start,
    initialData: { pages: [first], pageParams: [first.start] },
    getNextPageParam: (last) => (last.stories.length > 0 && last.start + last.count < last.total ? last.start + last.count : undefined),
    staleTime: Infinity,
  });
}
