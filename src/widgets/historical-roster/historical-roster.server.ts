import { pageLinks, pageNumberOf } from '../shared/paging.ts';
import * as z from 'zod/mini';
import { RosterPlayerSchema } from '#schemas/entities/roster.ts';
import { HISTORICAL_PAGE_SIZE, alumniOf, type HistoricalRosterData } from './historical-roster.schema.ts';
import type { LegacyWidgetResolver } from '../shared/context.server.ts';

/**
 * spec 2.1 historical roster (site and sport): every player across seasons, searchable by name and filtered by
 * sport, season and position with a GET form (works without JavaScript), in pages of links.
 */
export const resolveHistoricalRoster: LegacyWidgetResolver<'historical-roster'> = (_props, ctx) => {
  const sportPage = ctx.page.name === 'historicalroster_sport';
  const q = ctx.page.query;
  const real = ctx.sports.filter((s) => !s.non_sport).toSorted((a, b) => a.title.localeCompare(b.title));
  const sport = sportPage ? ctx.sport : (real.find((s) => s.global_sport_name_slug === q.sport) ?? null);
  const all = ctx.store.cached(ctx.tenant, `alumni:${ctx.staff}`, () =>
    alumniOf(z.array(RosterPlayerSchema).parse(ctx.store.list(ctx.tenant, 'roster', { publishedOnly: !ctx.staff }).items), new Map(ctx.sports.map((s) => [s.id, s]))),
  );
  const inSport = sport ? all.filter((a) => a.sportSlug === sport.global_sport_name_slug) : all;
  const seasons = [...new Set(inSport.flatMap((a) => a.seasons))].toSorted().reverse();
  const positions = [...new Set(inSport.flatMap((a) => a.positionCodes))].toSorted();
  const season = seasons.includes(q.season ?? '') ? (q.season ?? '') : '';
  const position = positions.includes(q.position ?? '') ? (q.position ?? '') : '';
  const words = (q.q ?? '').trim().toLowerCase().slice(0, 100);
  const chosen = inSport.filter((a) => (!season || a.seasons.includes(season)) && (!position || a.positionCodes.includes(position)) && (!words || a.name.toLowerCase().includes(words)));
  const pageNumber = pageNumberOf(q.page);
  const action = ctx.page.path;
  const href = (n: number) => {
    const params = new URLSearchParams();
    if (words) params.set('q', q.q?.trim() ?? '');
    if (!sportPage && sport) params.set('sport', sport.global_sport_name_slug);
    if (season) params.set('season', season);
    if (position) params.set('position', position);
    if (n > 1) params.set('page', String(n));
    return params.size > 0 ? `${action}?${params}` : action;
  };
  const data: HistoricalRosterData = {
    action,
    options: {
      sport: sportPage ? [] : real.map((s) => ({ value: s.global_sport_name_slug, label: s.title })),
      season: seasons.map((s) => ({ value: s, label: s })),
      position: positions.map((p) => ({ value: p, label: p })),
    },
    selected: { q: q.q?.trim().slice(0, 100) ?? '', sport: !sportPage && sport ? sport.global_sport_name_slug : '', season, position },
    players: chosen.slice((pageNumber - 1) * HISTORICAL_PAGE_SIZE, pageNumber * HISTORICAL_PAGE_SIZE).map(({ sportSlug: _s, lastName: _l, positionCodes: _p, ...alumnus }) => alumnus),
    total: chosen.length,
    page: pageLinks(pageNumber, chosen.length, HISTORICAL_PAGE_SIZE, href),
  };
  return data;
};
