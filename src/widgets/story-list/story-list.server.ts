import * as z from 'zod/mini';
import { StoryCardSourceSchema } from '../shared/story-card.schema.ts';
import type { WidgetResolver } from '../shared/context.server.ts';
import { pageNumberOf } from '../shared/paging.ts';
import { storyListData, storyListSport } from './story-list.schema.ts';

export const resolveStoryList: WidgetResolver<'story-list'> = async (props, ctx) => {
  const sport = storyListSport(props, ctx.sport);
  const count = ctx.query.count ?? props.count;
  // A load-more list pages by the page's `?page=` (its "Load more" link, which works without JavaScript).
  const page = props.loadMore ? pageNumberOf(ctx.page.query.page) : 1;
  const start = ctx.query.start + (page - 1) * count;
  const { items, total } = await ctx.store.documents.list(ctx.tenant, 'stories', {
    sportId: sport?.id ?? null,
    publishedOnly: !ctx.staff,
    start,
    count,
    // Cards never show the body: it is the bulk of a story, so it stays in the store.
    omit: ['content'],
  });
  return {
    data: storyListData({
      stories: z.array(StoryCardSourceSchema).parse(items),
      total,
      start,
      count,
      page,
      sports: ctx.sports,
      sport,
    }),
  };
};
