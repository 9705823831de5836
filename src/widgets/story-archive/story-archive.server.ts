import * as z from 'zod/mini';
import { StorySchema } from '#schemas/entities/story.ts';
import { academicYearOf, academicYearRange, pageWindow, type StoryArchiveData } from './story-archive.schema.ts';
import type { StoryCard } from '../shared/story-card.schema.ts';
import { archiveMatches, matchExpression } from '#src/server/search/query.server.ts';
import type { WidgetContext, LegacyWidgetResolver } from '../shared/context.server.ts';

const CardSource = z.pick(StorySchema, { id: true, title: true, teaser: true, date: true, url: true, image: true, sport_id: true });
const MAX_PAGE = 10_000;

function cardOf(item: unknown, ctx: WidgetContext): StoryCard {
  const story = CardSource.parse(item);
  const sport = ctx.sports.find((s) => s.id === story.sport_id);
  return { id: story.id, title: story.title, teaser: story.teaser, date: story.date, url: story.url, image: story.image, sport: sport ? { id: sport.id, title: sport.title } : null };
}

/** Academic years that have stories, newest first (once per content version: it changes only with a write). */
function seasons(ctx: WidgetContext, sportId: number | null): string[] {
  return ctx.store.cached(ctx.tenant, `story-seasons:${sportId}:${ctx.staff}`, () => seasonsOf(ctx, sportId));
}

function seasonsOf(ctx: WidgetContext, sportId: number | null): string[] {
  // Written out per case (no "@x IS NULL OR …"), so SQLite reads min and max straight off an index.
  const where = [`tenant = @tenant AND collection = 'stories'`, sportId === null ? null : 'sport_id = @sportId', ctx.staff ? null : 'published = 1'].filter(Boolean).join(' AND ');
  const bound = (fn: 'min' | 'max') =>
    ctx.store.db.prepare<{ tenant: string; sportId: number | null }, { at: string | null }>(`SELECT ${fn}(sort_date) AS at FROM documents WHERE ${where}`).get({ tenant: ctx.tenant, sportId })?.at ?? null;
  const row = { first: bound('min'), last: bound('max') };
  if (!row?.first || !row.last) return [];
  const first = Number(academicYearOf(row.first).slice(0, 4));
  const last = Number(academicYearOf(row.last).slice(0, 4));
  return Array.from({ length: last - first + 1 }, (_, i) => academicYearOf(`${last - i}-07-01`));
}

/**
 * spec 2.1 story archives (site and sport): filter by sport, season (academic year) and text, newest first, in
 * pages whose numbers are in the URL, so every page is a plain link that works without JavaScript.
 */
export const resolveStoryArchive: LegacyWidgetResolver<'story-archive'> = (props, ctx) => {
  const query = ctx.page.query;
  const sportPage = ctx.page.name === 'archives_sport';
  const real = ctx.sports.filter((s) => !s.non_sport).toSorted((a, b) => a.title.localeCompare(b.title));
  const sport = sportPage ? ctx.sport : (real.find((s) => s.global_sport_name_slug === query.sport) ?? null);
  const seasonOptions = seasons(ctx, sport?.id ?? null);
  const season = seasonOptions.includes(query.season ?? '') ? (query.season ?? '') : '';
  const range = season ? academicYearRange(season) : null;
  const q = (query.q ?? '').trim();
  const match = matchExpression(q);
  const pageNumber = /^\d{1,5}$/.test(query.page ?? '') ? Math.min(MAX_PAGE, Math.max(1, Number(query.page))) : 1;
  const size = props.pageSize;
  const start = (pageNumber - 1) * size;

  let stories: StoryCard[];
  let total: number;
  if (match) {
    const found = archiveMatches(ctx.store.db, { tenant: ctx.tenant, match, sportId: sport?.id ?? null, after: range?.after ?? null, before: range?.before ?? null, staff: ctx.staff }, start, size);
    total = found.total;
    stories = found.ids.map((id) => ctx.store.get(ctx.tenant, 'stories', id, !ctx.staff)).filter((s) => s !== undefined).map((s) => cardOf(s, ctx));
  } else {
    const listed = ctx.store.list(ctx.tenant, 'stories', {
      sportId: sport?.id ?? null, publishedOnly: !ctx.staff, after: range?.after, before: range?.before, start, count: size, omit: ['content'],
    });
    total = listed.total;
    stories = listed.items.map((s) => cardOf(s, ctx));
  }

  const pages = Math.max(1, Math.ceil(total / size));
  const action = ctx.page.path;
  const href = (n: number) => {
    const params = new URLSearchParams();
    if (!sportPage && sport) params.set('sport', sport.global_sport_name_slug);
    if (season) params.set('season', season);
    if (q) params.set('q', q);
    if (n > 1) params.set('page', String(n));
    const search = params.toString();
    return search ? `${action}?${search}` : action;
  };
  const data: StoryArchiveData = {
    sportOptions: sportPage ? [] : real.map((s) => ({ value: s.global_sport_name_slug, label: s.title })),
    seasonOptions: seasonOptions.map((s) => ({ value: s, label: s })),
    selected: { sport: sport && !sportPage ? sport.global_sport_name_slug : '', season, q },
    action,
    stories,
    total,
    from: stories.length > 0 ? start + 1 : 0,
    to: start + stories.length,
    page: {
      index: pageNumber - 1,
      pages,
      prevHref: pageNumber > 1 ? href(Math.min(pageNumber - 1, pages)) : null,
      nextHref: pageNumber < pages ? href(pageNumber + 1) : null,
      links: pageWindow(pageNumber, pages).map((n) => ({ number: n, href: href(n), current: n === pageNumber })),
    },
  };
  return data;
};
