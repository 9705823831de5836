import { searchGroups, searchResultsData, searchSelection, searchTitle, type SearchKind } from './search-results.schema.ts';
import { matchExpression } from '#src/server/search/query.server.ts';
import type { WidgetResolver } from '../shared/context.server.ts';

/**
 * spec 2.1 search: full-text search over stories, players, coaches, staff and sports, best match first, grouped by
 * type with counts; a type filter pages through one type. Any `q` gives a normal page, never indexed.
 */
export const resolveSearchResults: WidgetResolver<'search-results'> = async (_props, ctx) => {
  const selection = searchSelection(ctx.page.query, ctx.sports);
  const match = matchExpression(selection.q);
  const filter = {
    tenant: ctx.tenant,
    match: match ?? '',
    sportId: selection.sport?.id ?? null,
    staff: ctx.staff,
    now: ctx.now.toISOString(),
  };
  const counts = match ? await ctx.store.search.countByKind(filter) : new Map<SearchKind, number>();
  const matches = new Map(
    match
      ? await Promise.all(
          searchGroups(selection, counts).map(
            async (g) =>
              [g.kind, await ctx.store.search.page({ ...filter, kind: g.kind }, g.start, g.count, counts.get(g.kind) ?? 0)] as const,
          ),
        )
      : [],
  );
  const title = searchTitle(selection.q);
  return {
    data: searchResultsData({ selection, sports: ctx.sports, counts, matches }),
    page: { ...(title === null ? {} : { title }), meta: { noindex: true } },
  };
};
