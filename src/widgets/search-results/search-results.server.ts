import { searchGroups, searchResultsData, searchSelection, searchTitle, type SearchKind } from './search-results.schema.ts';
import { matchExpression } from '#src/server/search/query.server.ts';
import type { WidgetResolver } from '../shared/context.server.ts';

/**
 * spec 2.1 search: full-text search over stories, players, coaches, staff and sports, best match first, grouped by
 * type with counts; a type filter pages through one type. Any `q` gives a normal page, never indexed.
 */
export const resolveSearchResults: WidgetResolver<'search-results'> = async (_props, ctx) => {
  const selection = searchSelection(ctx.page.query, ctx.sports);
  const base = { tenant: ctx.tenant, sportId: selection.sport?.id ?? null, staff: ctx.staff, now: ctx.now.toISOString() };
  // Whole words first; the last word as a prefix ("Brzez") only when they find nothing.
  let match = matchExpression(selection.q, { prefix: false });
  let counts = match ? await ctx.store.search.countByKind({ ...base, match }) : new Map<SearchKind, number>();
  const prefix = matchExpression(selection.q);
  if (prefix && [...counts.values()].every((n) => n === 0)) {
    match = prefix;
    counts = await ctx.store.search.countByKind({ ...base, match });
  }
  const filter = { ...base, match: match ?? '' };
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
