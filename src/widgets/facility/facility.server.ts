// spec 2.1 facility page (spec 3 Facility).
import { pageNotFoundMessage } from '#schemas/constants.ts';
import type { Game } from '#schemas/entities/game.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import { HttpError } from '#src/server/api/http.server.ts';
import { sanitize } from '#src/server/sanitize.server.ts';
import type { WidgetContext, WidgetResolver } from '../shared/context.server.ts';
import { facilityUrl, sportLinksOf } from '../shared/facilities.ts';
import { facilities } from '../shared/facilities.server.ts';
import { parseGames } from '../shared/schedule-games.server.ts';
import { FACILITY_NEXT_HOME_GAMES, facilityDataOf, isUpcomingHomeGame } from './facility.schema.ts';

const notFound = (ctx: Pick<WidgetContext, 'page'>): never => {
  throw new HttpError(404, pageNotFoundMessage(ctx.page.path));
};

/**
 * A sport's games from now on in date order, read a page at a time until they hold its next home games (past
 * games, away games and games that will not be played are skipped). A sport plays its home games at one venue:
 * its facility.
 */
async function gamesAhead(ctx: Readonly<WidgetContext>, sport: Sport): Promise<Game[]> {
  const nowMs = ctx.now.getTime();
  const games: Game[] = [];
  const pageSize = 40;
  for (let start = 0; games.filter((g) => isUpcomingHomeGame(g, nowMs)).length < FACILITY_NEXT_HOME_GAMES; start += pageSize) {
    const { items } = await ctx.store.documents.list(ctx.tenant, 'games', {
      sportId: sport.id,
      after: ctx.now.toISOString(),
      order: 'asc',
      start,
      count: pageSize,
    });
    if (items.length === 0) break;
    games.push(...parseGames(items));
  }
  return games;
}

/**
 * spec 2.1 /facilities/{facilityName}/{facilityId}: the id decides: an unknown id or an unpublished facility (for
 * visitors) is a 404 (spec 8); a name that is not the facility's slug answers 301 to its own address.
 */
export const resolveFacility: WidgetResolver<'facility'> = async (_props, ctx) => {
  const id = Number(ctx.page.params.facilityId);
  const found = (await facilities(ctx)).find((f) => f.id === id) ?? notFound(ctx);
  const sports = sportLinksOf(found, ctx.sports);
  const [site, ...ahead] = await Promise.all([ctx.store.settings.site(ctx.tenant), ...sports.map((sport) => gamesAhead(ctx, sport))]);
  const gamesBySport = new Map(sports.map((sport, i) => [sport.id, ahead[i] ?? []]));
  const base = site.baseUrl.replace(/\/+$/, '');
  const image = found.images[0];
  return {
    data: facilityDataOf(
      found,
      ctx.sports,
      found.history ? sanitize(found.history) : null,
      (sport) => gamesBySport.get(sport.id) ?? [],
      ctx.now,
    ),
    page: {
      title: found.title,
      canonical: { facilityName: found.slug },
      meta: {
        description: found.teaser,
        canonical: `${base}${facilityUrl(found)}`,
        ...(image ? { image: { ...image, url: `${base}${image.url}` } } : {}),
        ...(found.published ? {} : { noindex: true }),
      },
    },
  };
};
