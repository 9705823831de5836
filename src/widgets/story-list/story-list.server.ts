import * as z from 'zod/mini';
import { StoryCardSourceSchema } from '../shared/story-card.schema.ts';
import type { WidgetResolver } from '../shared/context.server.ts';
import { storyListData, storyListSport } from './story-list.schema.ts';

export const resolveStoryList: WidgetResolver<'story-list'> = async (props, ctx) => {
  const sport = storyListSport(props, ctx.sport);
  const count = ctx.query.count ?? props.count;
  const { items, total } = await ctx.store.documents.list(ctx.tenant, 'stories', {
    sportId: sport?.id ?? null,
    publishedOnly: !ctx.staff,
    start: ctx.query.start,
    count,
    // Cards never show the body: it is the bulk of a story, so it stays in the store.
    omit: ['content'],
  });
  return {
    data: storyListData({
      stories: z.array(StoryCardSourceSchema).parse(items),
      total,
      start: ctx.query.start,
      count,
      sports: ctx.sports,
      sport,
    }),
  };
};
