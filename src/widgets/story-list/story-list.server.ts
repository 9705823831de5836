import * as z from 'zod/mini';
import { StoryCardSourceSchema } from '../shared/story-card.schema.ts';
import type { WidgetResolver } from '../shared/context.server.ts';
import { pageNumberOf } from '../shared/paging.ts';
import { storyListData, storyListSport } from './story-list.schema.ts';

/**
 * The newest stories (of the page's sport when scoped), after the `skip` a list above already shows, never the story
 * the page is about (a story's Related News). `start` counts within this list, so "load more" pages as before.
 */
export const resolveStoryList: WidgetResolver<'story-list'> = async (props, ctx) => {
  const sport = storyListSport(props, ctx.sport);
  const count = ctx.query.count ?? props.count;
  // A load-more list pages by the page's `?page=` (its "Load more" link, which works without JavaScript).
  const page = props.loadMore ? pageNumberOf(ctx.page.query.page) : 1;
  const start = ctx.query.start + (page - 1) * count;
  const exclude = ctx.page.subject?.collection === 'stories' ? ctx.page.subject.id : null;
  // One more than shown when a story is left out, so the list stays full; its place is known only after reading.
  const { items, total } = await ctx.store.documents.list(ctx.tenant, 'stories', {
    sportId: sport?.id ?? null,
    publishedOnly: !ctx.staff,
    start: props.skip + start,
    count: exclude === null ? count : count + 1,
    // Cards never show the body: it is the bulk of a story, so it stays in the store.
    omit: ['content'],
  });
  const cards = z.array(StoryCardSourceSchema).parse(items);
  const shown = exclude === null ? cards : cards.filter((s) => s.id !== exclude).slice(0, count);
  return {
    data: storyListData({
      stories: shown,
      total: Math.max(0, total - props.skip - (exclude === null ? 0 : 1)),
      start,
      count,
      page,
      sports: ctx.sports,
      sport,
    }),
  };
};
