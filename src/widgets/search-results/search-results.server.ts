import {
  SEARCH_KINDS, SEARCH_KIND_LABELS, SEARCH_PAGE_SIZE, SEARCH_PREVIEW_SIZE, markedText, searchHref,
  type SearchHit, type SearchKind, type SearchResultsData,
} from './search-results.schema.ts';
import { coachBioUrl, playerBioUrl } from '../shared/urls.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import { countByKind, matchExpression, searchPage, type SearchRow } from '#src/server/search/query.server.ts';
import type { LegacyWidgetResolver } from '../shared/context.server.ts';

/** spec 9: text truncation default 50 characters. */
const TRUNCATE = 50;
const MAX_PAGE = 1000;

function hitUrl(row: SearchRow, sport: Sport | undefined): string {
  const sportSlug = sport?.global_sport_name_slug ?? '';
  const slug = row.slug ?? '';
  switch (row.kind) {
    case 'story': return slug; // stories are stored under their URL
    case 'player': return playerBioUrl(sportSlug, { slug, id: row.doc_id });
    case 'coach': return coachBioUrl(sportSlug, { slug, id: row.doc_id });
    case 'staff': return sport ? `/sports/${sportSlug}/roster/staff/${slug}/${row.doc_id}` : `/staff-directory/${slug}/${row.doc_id}`;
    case 'sport': return `/sports/${slug}`;
  }
}

/**
 * spec 2.1 search (issue 7): full-text search over stories, players, coaches, staff and sports, best match
 * first, grouped by type with counts; a type filter pages through one type. Any `q` gives a normal page.
 */
export const resolveSearchResults: LegacyWidgetResolver<'search-results'> = (_props, ctx) => {
  const q = (ctx.page.query.q ?? '').trim();
  const kind: SearchKind | '' = SEARCH_KINDS.find((k) => k === ctx.page.query.type) ?? '';
  const sports = ctx.sports.filter((s) => !s.non_sport).toSorted((a, b) => a.title.localeCompare(b.title));
  const sport = sports.find((s) => s.global_sport_name_slug === ctx.page.query.sport);
  const pageNumber = /^\d{1,4}$/.test(ctx.page.query.page ?? '') ? Math.min(MAX_PAGE, Math.max(1, Number(ctx.page.query.page))) : 1;
  const bySport = new Map(ctx.sports.map((s) => [s.id, s]));
  const sportSlug = sport?.global_sport_name_slug ?? '';

  ctx.page.title = q ? `Search: ${q.length > TRUNCATE ? `${q.slice(0, TRUNCATE)}…` : q}` : ctx.page.title;
  ctx.page.meta = { ...ctx.page.meta, noindex: true };

  const match = matchExpression(q);
  const filter = { tenant: ctx.tenant, match: match ?? '', sportId: sport?.id ?? null, staff: ctx.staff };
  const counts = match ? countByKind(ctx.store.db, filter) : new Map<SearchKind, number>();
  const toHit = (row: SearchRow): SearchHit => ({
    kind: row.kind,
    title: markedText(row.title),
    snippet: row.kind === 'story' || row.kind === 'coach' || row.kind === 'staff' ? markedText(row.snippet) : [],
    url: hitUrl(row, row.sport_id === null ? undefined : bySport.get(row.sport_id)),
    date: row.kind === 'story' ? row.sort_date : null,
    sportTitle: row.sport_id === null || row.kind === 'sport' ? null : (bySport.get(row.sport_id)?.title ?? null),
    draft: row.published !== 1,
  });
  const group = (k: SearchKind, start: number, count: number) => ({
    kind: k,
    label: SEARCH_KIND_LABELS[k],
    count: counts.get(k) ?? 0,
    href: searchHref({ q, type: k, sport: sportSlug }),
    hits: match ? searchPage(ctx.store.db, { ...filter, kind: k }, start, count).map(toHit) : [],
  });

  const total = kind ? (counts.get(kind) ?? 0) : [...counts.values()].reduce((a, b) => a + b, 0);
  const pages = kind ? Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE)) : 1;
  const groups = kind
    ? [group(kind, (pageNumber - 1) * SEARCH_PAGE_SIZE, SEARCH_PAGE_SIZE)]
    : SEARCH_KINDS.filter((k) => (counts.get(k) ?? 0) > 0).map((k) => group(k, 0, SEARCH_PREVIEW_SIZE));
  const at = (n: number) => searchHref({ q, type: kind, sport: sportSlug, page: n });

  const data: SearchResultsData = {
    query: q,
    kind,
    sport: sportSlug,
    sportOptions: sports.map((s) => ({ value: s.global_sport_name_slug, label: s.title })),
    counts: SEARCH_KINDS.map((k) => ({ kind: k, label: SEARCH_KIND_LABELS[k], count: counts.get(k) ?? 0, href: searchHref({ q, type: k, sport: sportSlug }) })),
    total,
    groups,
    page: { index: pageNumber - 1, pages, prevHref: kind && pageNumber > 1 ? at(pageNumber - 1) : null, nextHref: kind && pageNumber < pages ? at(pageNumber + 1) : null },
  };
  return data;
};
