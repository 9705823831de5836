import { OG_IMAGE_WIDTH, pageNotFoundMessage } from '#schemas/constants.ts';
import type { Game } from '#schemas/entities/game.ts';
import { StorySchema, type Story } from '#schemas/entities/story.ts';
import { storyPathOf, writerSocial, type StoryData, type StoryGame } from './story.schema.ts';
import * as z from 'zod/mini';
import { HttpError } from '#src/server/api/http.server.ts';
import { sanitize as sanitizeBody } from '#src/server/sanitize.server.ts';
import { loadSiteSettings } from '#src/server/page/resolve-page.server.ts';
import type { Store } from '#src/server/store/store.server.ts';
import { parseGames } from '../shared/schedule-games.server.ts';
import { loadTags } from '../shared/tags.server.ts';
import { tagUrl } from '../shared/urls.ts';
import type { WidgetContext, LegacyWidgetResolver } from '../shared/context.server.ts';

const NeighbourSource = z.pick(StorySchema, { title: true, url: true, date: true, id: true });

/** The published story just before or after this one in its sport (or among all stories when it has none). */
function neighbour(ctx: WidgetContext, story: Story, direction: 'previous' | 'next'): StoryData['previous'] {
  const { items } = ctx.store.list(ctx.tenant, 'stories', {
    sportId: story.sport_id,
    ...(direction === 'previous' ? { before: story.date, order: 'desc' } : { after: story.date, order: 'asc' }),
    count: 2,
    omit: ['content'],
  });
  const found = items.map((item) => NeighbourSource.parse(item)).find((s) => s.id !== story.id);
  return found ? { title: found.title, url: found.url, date: found.date } : null;
}

function storyGame(game: Game, story: Story): StoryGame {
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

/** spec 9: the share image at 1600 px wide, its height in proportion. */
function shareImage(image: NonNullable<Story['image']>, base: string) {
  const ratio = image.width && image.height ? image.height / image.width : 9 / 16;
  return { url: `${base}${image.url}`, alt: image.alt, width: OG_IMAGE_WIDTH, height: Math.round(OG_IMAGE_WIDTH * ratio) };
}

function findStory(store: Store, tenant: string, path: string, withDrafts: boolean): Story | undefined {
  const row = store.bySlug(tenant, 'stories', path, !withDrafts);
  const parsed = row === undefined ? undefined : StorySchema.safeParse(row);
  return parsed?.success ? parsed.data : undefined;
}

/**
 * spec 2.1 story (and hidden story): the URL names the story by date and slug; a slug that is not in the store,
 * or is there under another date, is a 404 (spec 8). Drafts exist only on the hidden route, for staff. spec 2.3:
 * the story sets the current sport by hand.
 */
export const resolveStory: LegacyWidgetResolver<'story'> = (_props, ctx) => {
  const path = storyPathOf(ctx.page.params);
  const hidden = ctx.page.name === 'hidden_story';
  const story = path ? findStory(ctx.store, ctx.tenant, path, hidden && ctx.staff) : undefined;
  if (!story) throw new HttpError(404, pageNotFoundMessage(ctx.page.path));

  const sport = ctx.sports.find((s) => s.id === story.sport_id) ?? null;
  ctx.sport = sport;
  const site = loadSiteSettings(ctx.store, ctx.tenant);
  const base = site.baseUrl.replace(/\/+$/, '');
  const shareUrl = `${base}${story.url}`;
  const games = parseGames(story.games.map((id) => ctx.store.get(ctx.tenant, 'games', id)).filter((g) => g !== undefined));
  const gallery = story.gallery_id === null ? null : (games.flatMap((g) => g.galleries).find((g) => g.id === story.gallery_id) ?? { id: story.gallery_id, title: 'Photo Gallery', url: `/galleries?id=${story.gallery_id}` });

  ctx.page.title = story.title;
  ctx.page.meta = {
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
      author: story.writer ? { '@type': 'Person', name: story.writer.name } : { '@type': 'Organization', name: story.byline ?? site.athleticsName },
      publisher: { '@type': 'Organization', name: site.athleticsName },
      mainEntityOfPage: shareUrl,
      ...(sport ? { articleSection: sport.title } : {}),
    },
  };

  const video = story.video?.youtube ? { provider: 'youtube' as const, id: story.video.youtube } : story.video?.archive ? { provider: 'archive' as const, id: story.video.archive } : null;
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
    writer: story.writer ? { name: story.writer.name, bio: story.writer.bio, image: story.writer.image, social: writerSocial(story.writer) } : null,
    html: ctx.store.cached(ctx.tenant, `story-html:${story.id}`, () => sanitizeBody(story.content)),
    links: story.links,
    gallery: gallery ? { title: gallery.title, url: gallery.url } : null,
    games: games.map((g) => storyGame(g, story)),
    sport: sport ? { title: sport.title, url: `/sports/${sport.global_sport_name_slug}` } : null,
    tags: loadTags(ctx.store, ctx.tenant).filter((t) => story.tags.includes(t.id)).map((t) => ({ title: t.name, url: tagUrl(t.slug) })),
    previous: story.published ? neighbour(ctx, story, 'previous') : null,
    next: story.published ? neighbour(ctx, story, 'next') : null,
    shareUrl,
    draft: !story.published,
  };
};
