// spec 2.1 facility page (spec 3 Facility).
import { pageNotFoundMessage } from '#schemas/constants.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import { HttpError } from '#src/server/api/http.server.ts';
import { loadSiteSettings } from '#src/server/page/resolve-page.server.ts';
import { sanitize } from '#src/server/sanitize.server.ts';
import type { WidgetContext, LegacyWidgetResolver } from '../shared/context.server.ts';
import { facilityUrl } from '../shared/facilities.ts';
import { facilities } from '../shared/facilities.server.ts';
import { parseGames } from '../shared/schedule-games.server.ts';
import { FACILITY_NEXT_HOME_GAMES, facilityDataOf, homeGameOf, isUpcomingHomeGame, type HomeGame } from './facility.schema.ts';

const notFound = (ctx: WidgetContext): never => {
  throw new HttpError(404, pageNotFoundMessage(ctx.page.path));
};

/**
 * A sport's next home games, read from the stored games a page at a time (past games, away games and games
 * that will not be played are skipped). A sport plays its home games at one venue: its facility.
 */
function nextHomeGames(ctx: WidgetContext, sport: Sport): HomeGame[] {
  const nowMs = ctx.now.getTime();
  const games: HomeGame[] = [];
  const pageSize = 40;
  for (let start = 0; games.length < FACILITY_NEXT_HOME_GAMES; start += pageSize) {
    const { items } = ctx.store.list(ctx.tenant, 'games', { sportId: sport.id, after: ctx.now.toISOString(), order: 'asc', start, count: pageSize });
    if (items.length === 0) break;
    for (const game of parseGames(items)) {
      if (isUpcomingHomeGame(game, nowMs)) games.push(homeGameOf(game));
      if (games.length === FACILITY_NEXT_HOME_GAMES) break;
    }
  }
  return games;
}

/**
 * spec 2.1 /facilities/{facilityName}/{facilityId}: the id decides, and the name must be that facility's slug;
 * an unknown id, a wrong name or an unpublished facility (for visitors) is a 404 (spec 8).
 */
export const resolveFacility: LegacyWidgetResolver<'facility'> = (_props, ctx) => {
  const id = Number(ctx.page.params.facilityId);
  const found = facilities(ctx).find((f) => f.id === id && f.slug === ctx.page.params.facilityName) ?? notFound(ctx);
  const base = loadSiteSettings(ctx.store, ctx.tenant).baseUrl.replace(/\/+$/, '');
  const image = found.images[0];
  ctx.page.title = found.title;
  ctx.page.meta = {
    ...ctx.page.meta,
    description: found.teaser,
    canonical: `${base}${facilityUrl(found)}`,
    ...(image ? { image: { ...image, url: `${base}${image.url}` } } : {}),
    ...(found.published ? {} : { noindex: true }),
  };
  return facilityDataOf(found, ctx.sports, found.history ? sanitize(found.history) : null, (sport) => nextHomeGames(ctx, sport));
};
