import { pageNotFoundMessage } from '#schemas/constants.ts';
import { GameSchema } from '#schemas/entities/game.ts';
import { galleryCardOf, galleryPhotos, type GalleryCard } from './galleries.schema.ts';
import { filterHref, pageLinks, pageNumberOf } from '../shared/paging.ts';
import { HttpError } from '#src/server/api/http.server.ts';
import type { LegacyWidgetResolver } from '../shared/context.server.ts';
import { parseGames } from '../shared/schedule-games.server.ts';

/**
 * spec 2.4 /galleries (issue 10): the games' photo galleries, newest first, by sport; `/galleries/{sport}/{gameId}`
 * is one gallery's photos (its own sport and game, else 404), opened in a keyboard-operable lightbox.
 */
export const resolveGalleries: LegacyWidgetResolver<'galleries'> = (props, ctx) => {
  const real = ctx.sports.filter((s) => !s.non_sport);
  const sports = real.map((s) => ({ value: s.global_sport_name_slug, label: s.title }));
  const { sportSlug, gameId } = ctx.page.params;
  if (gameId) {
    const parsed = GameSchema.safeParse(ctx.store.get(ctx.tenant, 'games', Number(gameId)));
    const game = parsed.success ? parsed.data : null;
    const sport = game ? real.find((s) => s.id === game.sport_id) : undefined;
    const gallery = game?.galleries[0];
    if (!game || !sport || !gallery || sport.global_sport_name_slug !== sportSlug) throw new HttpError(404, pageNotFoundMessage(ctx.page.path));
    ctx.sport = sport;
    ctx.page.title = gallery.title;
    const photos = galleryPhotos(gallery, game, sport);
    ctx.page.meta = { description: `${photos.length} photos: ${gallery.title}`, image: { url: photos[0]!.url, alt: photos[0]!.alt, width: 1280, height: 853 } };
    return {
      galleries: [], sports, selected: sport.global_sport_name_slug, action: '/galleries', total: 1, page: pageLinks(1, 1, 1, () => ''),
      gallery: { title: gallery.title, date: game.date, sport: { title: sport.title, url: `/sports/${sport.global_sport_name_slug}` }, schedule: `/sports/${sport.global_sport_name_slug}/schedule/${game.season}`, photos },
    };
  }
  const sport = real.find((s) => s.global_sport_name_slug === ctx.page.query.sport);
  const cards = ctx.store.cached(ctx.tenant, `galleries:${sport?.id ?? 0}`, () =>
    parseGames(ctx.store.list(ctx.tenant, 'games', { order: 'desc', count: 20_000, ...(sport ? { sportId: sport.id } : {}) }).items)
      .flatMap((g): GalleryCard[] => {
        const s = real.find((x) => x.id === g.sport_id);
        const card = s ? galleryCardOf(g, s) : null;
        return card ? [card] : [];
      }));
  const pageNumber = pageNumberOf(ctx.page.query.page);
  return {
    galleries: cards.slice((pageNumber - 1) * props.pageSize, pageNumber * props.pageSize), gallery: null, sports, selected: sport?.global_sport_name_slug ?? '',
    action: '/galleries', total: cards.length, page: pageLinks(pageNumber, cards.length, props.pageSize, (n) => filterHref('/galleries', { sport: sport?.global_sport_name_slug, page: n })),
  };
};
