import * as z from 'zod/mini';
import type { Game } from '#schemas/entities/game.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import { filterHref, pageLinks, PageLinksSchema } from '../shared/paging.ts';
import { defineWidget } from '#registry/define-widget.ts';

export const GalleriesPropsSchema = z.object({ pageSize: z._default(z.number().check(z.int(), z.minimum(4), z.maximum(60)), 12) });
export type GalleriesProps = z.infer<typeof GalleriesPropsSchema>;

const PhotoSchema = z.object({ url: z.string(), alt: z.string(), width: z.number(), height: z.number(), caption: z.string() });
export type Photo = z.infer<typeof PhotoSchema>;
const CardSchema = z.object({
  id: z.number(),
  title: z.string(),
  url: z.string(),
  date: z.string(),
  sport: z.string(),
  cover: PhotoSchema,
  count: z.number(),
});
export type GalleryCard = z.infer<typeof CardSchema>;

export const GalleriesDataSchema = z.object({
  galleries: z.array(CardSchema),
  /** One gallery's photos on its own page (`/galleries/{sport}/{gameId}`); null on the list. */
  gallery: z.nullable(
    z.object({
      title: z.string(),
      date: z.string(),
      sport: z.object({ title: z.string(), url: z.string() }),
      schedule: z.string(),
      photos: z.array(PhotoSchema),
    }),
  ),
  sports: z.array(z.object({ value: z.string(), label: z.string() })),
  selected: z.string(),
  action: z.string(),
  total: z.number(),
  page: PageLinksSchema,
});
export type GalleriesData = z.infer<typeof GalleriesDataSchema>;

/** A gallery's photos: the photographer's upload, here drawn by the image service (1280×853, 3:2). */
export function galleryPhotos(gallery: { id: number; title: string }, game: Pick<Game, 'opponent'>, sport: Pick<Sport, 'title'>): Photo[] {
  const count = 8 + (gallery.id % 9);
  return Array.from({ length: count }, (_, i) => ({
    url: `/images/galleries/g${gallery.id}-${i + 1}.webp`,
    width: 1280,
    height: 853,
    alt: `${sport.title} against ${game.opponent.title}, photo ${i + 1} of ${count}`,
    caption: `${gallery.title}, ${i + 1} of ${count}`,
  }));
}

export function galleryCardOf(game: Game, sport: Sport): GalleryCard | null {
  const gallery = game.galleries[0];
  if (!gallery) return null;
  const photos = galleryPhotos(gallery, game, sport);
  return {
    id: gallery.id,
    title: gallery.title,
    url: gallery.url,
    date: game.date,
    sport: sport.title,
    cover: photos[0]!,
    count: photos.length,
  };
}

const optionsOf = (sports: readonly Sport[]) =>
  sports.filter((s) => !s.non_sport).map((s) => ({ value: s.global_sport_name_slug, label: s.title }));

export interface GalleryListInput {
  sports: readonly Sport[];
  /** The games (of the chosen sport, or all), newest first; those without a gallery are skipped. */
  games: readonly Game[];
  /** The `?sport=` filter, null for every sport. */
  sport: Sport | null;
  pageNumber: number;
  pageSize: number;
}

/** spec 2.4 /galleries: one page of the games' galleries, newest first, with the sport filter. */
export function galleryListData({ sports, games, sport, pageNumber, pageSize }: GalleryListInput): GalleriesData {
  const cards = games.flatMap((g): GalleryCard[] => {
    const s = sports.find((x) => x.id === g.sport_id && !x.non_sport);
    const card = s ? galleryCardOf(g, s) : null;
    return card ? [card] : [];
  });
  return {
    galleries: cards.slice((pageNumber - 1) * pageSize, pageNumber * pageSize),
    gallery: null,
    sports: optionsOf(sports),
    selected: sport?.global_sport_name_slug ?? '',
    action: '/galleries',
    total: cards.length,
    page: pageLinks(pageNumber, cards.length, pageSize, (n) => filterHref('/galleries', { sport: sport?.global_sport_name_slug, page: n })),
  };
}

/** spec 2.4 `/galleries/{sport}/{gameId}`: one game's (first) gallery with its photos; null when it has none. */
export function galleryPageData({ sports, game, sport }: { sports: readonly Sport[]; game: Game; sport: Sport }): GalleriesData | null {
  const gallery = game.galleries[0];
  if (!gallery) return null;
  const slug = sport.global_sport_name_slug;
  return {
    galleries: [],
    sports: optionsOf(sports),
    selected: slug,
    action: '/galleries',
    total: 1,
    page: pageLinks(1, 1, 1, () => ''),
    gallery: {
      title: gallery.title,
      date: game.date,
      sport: { title: sport.title, url: `/sports/${slug}` },
      schedule: `/sports/${slug}/schedule/${game.season}`,
      photos: galleryPhotos(gallery, game, sport),
    },
  };
}

export const widget = defineWidget({
  name: 'galleries',
  label: 'Photo galleries (list, or one gallery with its viewer)',
  description: 'Photo galleries of games, or one gallery with its viewer.',
  props: GalleriesPropsSchema,
  data: GalleriesDataSchema,
  subject: true,
});
