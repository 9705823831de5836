import * as z from 'zod/mini';
import { OG_IMAGE_WIDTH } from '#schemas/constants.ts';
import type { Game } from '#schemas/entities/game.ts';
import { gameAsOf } from '#schemas/game-rules.ts';
import { ImageSchema } from '#schemas/entities/image.ts';
import type { SiteSettings } from '#schemas/entities/site.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import type { Story } from '#schemas/entities/story.ts';
import type { Tag } from '#schemas/entities/tag.ts';
import type { PageMeta } from '#schemas/page.ts';
import { tagUrl } from '../shared/urls.ts';
import { defineWidget } from '#registry/define-widget.ts';

export const StoryPropsSchema = z.object({
  /** Show the share buttons (copy link, native share) and the print button. */
  share: z._default(z.boolean(), true),
});
export type StoryProps = z.infer<typeof StoryPropsSchema>;

const LinkSchema = z.object({ title: z.string(), url: z.string() });
const NeighbourSchema = z.nullable(z.object({ title: z.string(), url: z.string(), date: z.string() }));

/** A game the story is about, as a fan reads it in the story's margin (spec 3 Story games). */
export const StoryGameSchema = z.object({
  id: z.number(),
  date: z.string(),
  opponent: z.string(),
  /** "vs", "at" or "vs" at a neutral site, from the home/away indicator. */
  versus: z.enum(['vs', 'at']),
  result: z.nullable(z.object({ status: z.enum(['W', 'L', 'T', 'N']), score: z.string() })),
  links: z.array(LinkSchema),
});
export type StoryGame = z.infer<typeof StoryGameSchema>;

/** Every spec 3 Story field a reader sees; the body is sanitized store HTML. */
export const StoryDataSchema = z.object({
  id: z.number(),
  title: z.string(),
  subHeadline: z.nullable(z.string()),
  teaser: z.nullable(z.string()),
  byline: z.nullable(z.string()),
  date: z.string(),
  type: z.string(),
  image: z.nullable(ImageSchema),
  alternateImage: z.nullable(ImageSchema),
  video: z.nullable(z.object({ provider: z.enum(['youtube', 'archive']), id: z.string() })),
  writer: z.nullable(
    z.object({
      name: z.string(),
      bio: z.nullable(z.string()),
      image: z.nullable(z.string()),
      social: z.array(z.object({ channel: z.enum(['twitter', 'instagram', 'linkedin']), handle: z.string(), url: z.string() })),
    }),
  ),
  html: z.string(),
  links: z.array(LinkSchema),
  gallery: z.nullable(LinkSchema),
  games: z.array(StoryGameSchema),
  sport: z.nullable(z.object({ title: z.string(), url: z.string() })),
  tags: z._default(z.array(LinkSchema), []),
  previous: NeighbourSchema,
  next: NeighbourSchema,
  /** Absolute URL to copy and share. */
  shareUrl: z.string(),
  /** An unpublished story, shown to staff on the hidden route. */
  draft: z.boolean(),
});
export type StoryData = z.infer<typeof StoryDataSchema>;

/** A story's own path: /news/{y}/{m}/{d}/{slug}, month and day without leading zeros (as stored). */
export function storyPathOf(params: Readonly<Record<string, string>>): string | null {
  const { year, month, day, story_slug: slug } = params;
  if (!year || !month || !day || !slug || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) return null;
  return `/news/${Number(year)}/${Number(month)}/${Number(day)}/${slug}`;
}

const SOCIAL_URL = {
  twitter: (h: string) => `https://x.com/${h}`,
  instagram: (h: string) => `https://www.instagram.com/${h}`,
  linkedin: (h: string) => `https://www.linkedin.com/in/${h}`,
} as const;

/** The writer's handles as links, in spec 9 channel order. */
export function writerSocial(writer: {
  twitter: string | null;
  instagram: string | null;
  linkedin: string | null;
}): NonNullable<StoryData['writer']>['social'] {
  return (['twitter', 'instagram', 'linkedin'] as const).flatMap((channel) => {
    const handle = writer[channel];
    return handle ? [{ channel, handle, url: SOCIAL_URL[channel](handle) }] : [];
  });
}

export const widget = defineWidget({
  name: 'story',
  label: 'Story',
  description: 'One news story (the one in the address) with share links.',
  props: StoryPropsSchema,
  data: StoryDataSchema,
  subject: true,
});

function storyGame(stored: Game, story: Story, sport: Sport | null, now: Date): StoryGame {
  // As the game stands now (spec 4): its tickets only before it starts.
  const game = gameAsOf(stored, sport?.global_sport_shortname ?? '', now);
  const links = [
    game.result?.boxscore ? { title: 'Box Score', url: game.result.boxscore } : null,
    game.result?.recap && game.result.recap !== story.url ? { title: 'Recap', url: game.result.recap } : null,
    !game.result && game.media.tickets ? { title: 'Tickets', url: game.media.tickets } : null,
  ].filter((l) => l !== null);
  const scored = game.result && game.result.team_score !== null && game.result.opponent_score !== null;
  return {
    id: game.id,
    date: game.date,
    opponent: game.opponent.title,
    versus: game.location_indicator === 'A' ? 'at' : 'vs',
    result: scored && game.result ? { status: game.result.status, score: `${game.result.team_score}-${game.result.opponent_score}` } : null,
    links,
  };
}

export interface StoryInput {
  story: Story;
  /** The story's sport (null for a department story). */
  sport: Sport | null;
  site: Pick<SiteSettings, 'baseUrl' | 'athleticsName'>;
  /** The games it is about that could be read, in the story's order. */
  games: readonly Game[];
  tags: readonly Tag[];
  /** The sanitized body. */
  html: string;
  previous: StoryData['previous'];
  next: StoryData['next'];
  /** The games' links are those at this time. */
  now: Date;
}

const baseOf = (site: Pick<SiteSettings, 'baseUrl'>) => site.baseUrl.replace(/\/+$/, '');

/** spec 3 Story as a reader sees it: its games and gallery, tags, neighbours and the address to share. */
export function storyData({ story, sport, site, games, tags, html, previous, next, now }: StoryInput): StoryData {
  const gallery =
    story.gallery_id === null
      ? null
      : (games.flatMap((g) => g.galleries).find((g) => g.id === story.gallery_id) ?? {
          id: story.gallery_id,
          title: 'Photo Gallery',
          url: `/galleries?id=${story.gallery_id}`,
        });
  const video = story.video?.youtube
    ? { provider: 'youtube' as const, id: story.video.youtube }
    : story.video?.archive
      ? { provider: 'archive' as const, id: story.video.archive }
      : null;
  return {
    id: story.id,
    title: story.title,
    subHeadline: story.sub_headline,
    teaser: story.teaser,
    byline: story.byline,
    date: story.date,
    type: story.type,
    image: story.image,
    alternateImage: story.alternate_image,
    video,
    writer: story.writer
      ? { name: story.writer.name, bio: story.writer.bio, image: story.writer.image, social: writerSocial(story.writer) }
      : null,
    html,
    links: story.links,
    gallery: gallery ? { title: gallery.title, url: gallery.url } : null,
    games: games.map((g) => storyGame(g, story, sport, now)),
    sport: sport ? { title: sport.title, url: `/sports/${sport.global_sport_name_slug}` } : null,
    tags: tags.filter((t) => story.tags.includes(t.id)).map((t) => ({ title: t.name, url: tagUrl(t.slug) })),
    previous,
    next,
    shareUrl: `${baseOf(site)}${story.url}`,
    draft: !story.published,
  };
}

/** spec 9: the share image at 1600 px wide, its height in proportion. */
function shareImage(image: NonNullable<Story['image']>, base: string) {
  const ratio = image.width && image.height ? image.height / image.width : 9 / 16;
  return { url: `${base}${image.url}`, alt: image.alt, width: OG_IMAGE_WIDTH, height: Math.round(OG_IMAGE_WIDTH * ratio) };
}

/** The story page's meta: description, share image, canonical address and the NewsArticle JSON-LD. */
export function storyPageMeta({
  story,
  sport,
  site,
  hidden,
}: {
  story: Story;
  sport: Sport | null;
  site: Pick<SiteSettings, 'baseUrl' | 'athleticsName'>;
  hidden: boolean;
}): PageMeta {
  const base = baseOf(site);
  const shareUrl = `${base}${story.url}`;
  return {
    description: story.teaser ?? undefined,
    type: 'article',
    canonical: shareUrl,
    noindex: hidden || !story.published,
    ...(story.image ? { image: shareImage(story.image, base) } : {}),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: story.title,
      ...(story.teaser ? { description: story.teaser } : {}),
      datePublished: story.date,
      ...(story.image ? { image: [`${base}${story.image.url}`] } : {}),
      author: story.writer
        ? { '@type': 'Person', name: story.writer.name }
        : { '@type': 'Organization', name: story.byline ?? site.athleticsName },
      publisher: { '@type': 'Organization', name: site.athleticsName },
      mainEntityOfPage: shareUrl,
      ...(sport ? { articleSection: sport.title } : {}),
    },
  };
}
