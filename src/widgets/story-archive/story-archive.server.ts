import * as z from 'zod/mini';
import { archiveSeasons, archiveSelection, storyArchiveData } from './story-archive.schema.ts';
import { StoryCardSourceSchema, type StoryCardSource } from '../shared/story-card.schema.ts';
import { matchExpression } from '#src/server/search/query.server.ts';
import type { WidgetContext, WidgetResolver } from '../shared/context.server.ts';

/** Academic years that have stories, newest first (once per content version: it changes only with a write). */
function seasons(ctx: Readonly<WidgetContext>, sportId: number | null): Promise<string[]> {
  return ctx.store.memo(ctx.tenant, `story-seasons:${sportId}:${ctx.staff}`, async () =>
    archiveSeasons(await ctx.store.stories.dateRange(ctx.tenant, sportId, ctx.staff)),
  );
}

/**
 * spec 2.1 story archives (site and sport): filter by sport, season (academic year) and text, newest first, in
 * pages whose numbers are in the URL, so every page is a plain link that works without JavaScript.
 */
export const resolveStoryArchive: WidgetResolver<'story-archive'> = async (props, ctx) => {
  const sportPage = ctx.page.name === 'archives_sport';
  const { sport } = archiveSelection({ sports: ctx.sports, pageSport: sportPage ? ctx.sport : undefined, query: ctx.page.query });
  const seasonOptions = await seasons(ctx, sport?.id ?? null);
  const { season, range, q, pageNumber } = archiveSelection({
    sports: ctx.sports,
    pageSport: sport,
    query: ctx.page.query,
    seasons: seasonOptions,
  });
  const match = matchExpression(q);
  const size = props.pageSize;
  const start = (pageNumber - 1) * size;

  let stories: StoryCardSource[];
  let total: number;
  if (match) {
    const found = await ctx.store.search.archive(
      {
        tenant: ctx.tenant,
        match,
        sportId: sport?.id ?? null,
        after: range?.after ?? null,
        before: range?.before ?? null,
        staff: ctx.staff,
      },
      start,
      size,
    );
    total = found.total;
    const bodies = await Promise.all(found.ids.map((id) => ctx.store.documents.get(ctx.tenant, 'stories', id, !ctx.staff)));
    stories = bodies.filter((s) => s !== undefined).map((s) => StoryCardSourceSchema.parse(s));
  } else {
    const listed = await ctx.store.documents.list(ctx.tenant, 'stories', {
      sportId: sport?.id ?? null,
      publishedOnly: !ctx.staff,
      after: range?.after,
      before: range?.before,
      start,
      count: size,
      omit: ['content'],
    });
    total = listed.total;
    stories = z.array(StoryCardSourceSchema).parse(listed.items);
  }
  return {
    data: storyArchiveData({
      sports: ctx.sports,
      sportPage,
      sport,
      season,
      q,
      pageNumber,
      pageSize: size,
      seasons: seasonOptions,
      stories,
      total,
      action: ctx.page.path,
    }),
  };
};
