import * as z from 'zod/mini';
import { ClippingSchema, MomentSchema } from '#schemas/entities/press.ts';
import { filterHref, pageLinks, pageNumberOf } from '#src/widgets/shared/paging.ts';
import { coverageGameOf, isBroadcast, type CoverageData } from '#schemas/widgets/press.ts';
import { SCHOOL_TIME_ZONE } from '#schemas/constants.ts';
import type { WidgetContext, WidgetResolver } from '#src/widgets/shared/context.server.ts';
import { parseGames } from '#src/widgets/shared/schedule-games.server.ts';

const sportLink = (ctx: WidgetContext, id: number | null) => {
  const sport = ctx.sports.find((s) => s.id === id && !s.non_sport);
  return sport ? { title: sport.title, url: `/sports/${sport.global_sport_name_slug}` } : null;
};
const sportOptions = (ctx: WidgetContext) => ctx.sports.filter((s) => !s.non_sport).map((s) => ({ value: s.global_sport_name_slug, label: s.title }));
/** `?sport=` as a real sport (unknown slugs mean every sport: a normal page, never an error). */
const chosenSport = (ctx: WidgetContext) => ctx.sports.find((s) => !s.non_sport && s.global_sport_name_slug === ctx.page.query.sport) ?? null;

/** spec 2.1 clippings (issue 10): other outlets' stories, newest first, by sport, in pages of plain links. */
export const resolveClippings: WidgetResolver<'clippings'> = (props, ctx) => {
  const sport = chosenSport(ctx);
  const clips = z.array(ClippingSchema).parse(ctx.store.list(ctx.tenant, 'clippings', { publishedOnly: !ctx.staff, order: 'desc', count: 5000, ...(sport ? { sportId: sport.id } : {}) }).items);
  const pageNumber = pageNumberOf(ctx.page.query.page);
  const href = (n: number) => filterHref(ctx.page.path, { sport: sport?.global_sport_name_slug, page: n });
  return {
    clips: clips.slice((pageNumber - 1) * props.pageSize, pageNumber * props.pageSize).map((c) => ({ id: c.id, outlet: c.outlet, headline: c.headline, date: c.date, url: c.url, sport: sportLink(ctx, c.sport_id) })),
    sports: sportOptions(ctx),
    selected: sport?.global_sport_name_slug ?? '',
    action: ctx.page.path,
    total: clips.length,
    page: pageLinks(pageNumber, clips.length, props.pageSize, href),
  };
};

const dayKey = new Intl.DateTimeFormat('en-CA', { timeZone: SCHOOL_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** spec 2.1 coverage (issue 10): where to watch and listen to the coming games (TV, radio, streams), by day. */
export const resolveCoverage: WidgetResolver<'coverage'> = (props, ctx) => {
  const sport = chosenSport(ctx);
  const through = new Date(ctx.now.getTime() + props.days * 86_400_000);
  const games = parseGames(ctx.store.list(ctx.tenant, 'games', { after: ctx.now.toISOString(), before: through.toISOString(), order: 'asc', count: 2000, ...(sport ? { sportId: sport.id } : {}) }).items)
    .filter(isBroadcast);
  const days: CoverageData['days'] = [];
  for (const g of games) {
    const link = sportLink(ctx, g.sport_id);
    if (!link) continue;
    const game = coverageGameOf(g, link);
    const day = dayKey.format(new Date(g.date_utc));
    const last = days.at(-1);
    if (last?.day === day) last.games.push(game);
    else days.push({ day, games: [game] });
  }
  return { days, sports: sportOptions(ctx), selected: sport?.global_sport_name_slug ?? '', action: ctx.page.path, through: through.toISOString() };
};

/** spec 2.1 moments, site-wide and per sport (issue 10): photos and videos of the season, newest first. */
export const resolveMoments: WidgetResolver<'moments'> = (props, ctx) => {
  const sport = ctx.sport && !ctx.sport.non_sport ? ctx.sport : null;
  const moments = z.array(MomentSchema).parse(ctx.store.list(ctx.tenant, 'moments', { publishedOnly: !ctx.staff, order: 'desc', count: 5000, ...(sport ? { sportId: sport.id } : {}) }).items);
  const pageNumber = pageNumberOf(ctx.page.query.page);
  return {
    moments: moments.slice((pageNumber - 1) * props.pageSize, pageNumber * props.pageSize).flatMap((m) => {
      const link = sportLink(ctx, m.sport_id);
      const sportSlug = ctx.sports.find((s) => s.id === m.sport_id)?.global_sport_name_slug;
      return link ? [{ ...m, sport: link, gameUrl: m.game_id && sportSlug ? `/sports/${sportSlug}/schedule/${m.season}` : null }] : [];
    }),
    sport: sport?.title ?? null,
    total: moments.length,
    page: pageLinks(pageNumber, moments.length, props.pageSize, (n) => filterHref(ctx.page.path, { page: n })),
  };
};
