import { pageNotFoundMessage } from '#schemas/constants.ts';
import { GameSchema } from '#schemas/entities/game.ts';
import { galleryListData, galleryPageData } from './galleries.schema.ts';
import { pageNumberOf } from '../shared/paging.ts';
import { HttpError } from '#src/server/api/http.server.ts';
import type { WidgetResolver } from '../shared/context.server.ts';
import { parseGames } from '../shared/schedule-games.server.ts';

/**
 * spec 2.4 /galleries: the games' photo galleries, newest first, by sport; `/galleries/{sport}/{gameId}` is one
 * gallery's photos (the id decides: a game without a gallery is a 404, another sport's slug answers 301 to the
 * game's own), opened in a keyboard-operable lightbox. A gallery page
 * names itself after the gallery and sets the game's sport.
 */
export const resolveGalleries: WidgetResolver<'galleries'> = async (props, ctx) => {
  const real = ctx.sports.filter((s) => !s.non_sport);
  const { gameId } = ctx.page.params;
  if (gameId) {
    const parsed = GameSchema.safeParse(await ctx.store.documents.get(ctx.tenant, 'games', Number(gameId)));
    const game = parsed.success ? parsed.data : null;
    const sport = game ? real.find((s) => s.id === game.sport_id) : undefined;
    const data = game && sport ? galleryPageData({ sports: ctx.sports, game, sport }) : null;
    if (!sport || !data?.gallery) throw new HttpError(404, pageNotFoundMessage(ctx.page.path));
    const { title, photos } = data.gallery;
    const cover = photos[0]!;
    return {
      data,
      page: {
        sport,
        title,
        canonical: { sportSlug: sport.global_sport_name_slug },
        meta: { description: `${photos.length} photos: ${title}`, image: { url: cover.url, alt: cover.alt, width: 1280, height: 853 } },
      },
    };
  }
  const sport = real.find((s) => s.global_sport_name_slug === ctx.page.query.sport) ?? null;
  // Parsed once per content version and filter: the list reads every game of the site.
  const games = await ctx.store.memo(ctx.tenant, `galleries:${sport?.id ?? 0}`, async () => {
    const { items } = await ctx.store.documents.list(ctx.tenant, 'games', {
      order: 'desc',
      count: 20_000,
      ...(sport ? { sportId: sport.id } : {}),
    });
    return parseGames(items).filter((g) => g.galleries.length > 0);
  });
  return {
    data: galleryListData({ sports: ctx.sports, games, sport, pageNumber: pageNumberOf(ctx.page.query.page), pageSize: props.pageSize }),
  };
};
