import { pageNotFoundMessage } from '#schemas/constants.ts';
import { StorySchema, type Story } from '#schemas/entities/story.ts';
import { storyData, storyPageMeta, storyPathOf, type StoryData } from './story.schema.ts';
import * as z from 'zod/mini';
import { HttpError } from '#src/server/api/http.server.ts';
import { sanitize as sanitizeBody } from '#src/server/sanitize.server.ts';
import { parseGames } from '../shared/schedule-games.server.ts';
import { loadTags } from '../shared/tags.server.ts';
import type { WidgetContext, WidgetResolver } from '../shared/context.server.ts';

const NeighbourSource = z.pick(StorySchema, { title: true, url: true, date: true, id: true });

/** The published story just before or after this one in its sport (or among all stories when it has none). */
async function neighbour(ctx: Readonly<WidgetContext>, story: Story, direction: 'previous' | 'next'): Promise<StoryData['previous']> {
  const { items } = await ctx.store.documents.list(ctx.tenant, 'stories', {
    sportId: story.sport_id,
    ...(direction === 'previous' ? { before: story.date, order: 'desc' } : { after: story.date, order: 'asc' }),
    count: 2,
    omit: ['content'],
  });
  const found = items.map((item) => NeighbourSource.parse(item)).find((s) => s.id !== story.id);
  return found ? { title: found.title, url: found.url, date: found.date } : null;
}

async function findStory(ctx: Readonly<WidgetContext>, path: string, withDrafts: boolean): Promise<Story | undefined> {
  const row = await ctx.store.documents.bySlug(ctx.tenant, 'stories', path, !withDrafts);
  const parsed = row === undefined ? undefined : StorySchema.safeParse(row);
  return parsed?.success ? parsed.data : undefined;
}

/**
 * spec 2.1 story (and hidden story): the URL names the story by date and slug; a slug that is not in the store,
 * or is there under another date, is a 404 (spec 8). Drafts exist only on the hidden route, for staff. spec 2.3:
 * the story sets the current sport by hand.
 */
export const resolveStory: WidgetResolver<'story'> = async (_props, ctx) => {
  const path = storyPathOf(ctx.page.params);
  const hidden = ctx.page.name === 'hidden_story';
  const story = path ? await findStory(ctx, path, hidden && ctx.staff) : undefined;
  if (!story) throw new HttpError(404, pageNotFoundMessage(ctx.page.path));

  const sport = ctx.sports.find((s) => s.id === story.sport_id) ?? null;
  const [site, games, tags, html, previous, next] = await Promise.all([
    ctx.store.settings.site(ctx.tenant),
    Promise.all(story.games.map((id) => ctx.store.documents.get(ctx.tenant, 'games', id))).then((items) =>
      parseGames(items.filter((g) => g !== undefined)),
    ),
    loadTags(ctx.store, ctx.tenant),
    ctx.store.memo(ctx.tenant, `story-html:${story.id}`, async () => sanitizeBody(story.content)),
    story.published ? neighbour(ctx, story, 'previous') : null,
    story.published ? neighbour(ctx, story, 'next') : null,
  ]);
  return {
    data: storyData({ story, sport, site, games, tags, html, previous, next, now: ctx.now }),
    page: {
      title: story.title,
      meta: storyPageMeta({ story, sport, site, hidden }),
      sport,
      subject: { collection: 'stories', id: story.id },
    },
  };
};
