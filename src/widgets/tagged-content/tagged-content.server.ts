import { pageNotFoundMessage } from '#schemas/constants.ts';
import { RosterPlayerSchema, type RosterPlayer } from '#schemas/entities/roster.ts';
import { HttpError } from '#src/server/api/http.server.ts';
import type { WidgetResolver } from '../shared/context.server.ts';
import { pageNumberOf } from '../shared/paging.ts';
import { StoryCardSourceSchema, type StoryCardSource } from '../shared/story-card.schema.ts';
import { loadTags, taggedContent } from '../shared/tags.server.ts';
import { taggedContentData, taggedPage } from './tagged-content.schema.ts';

/** spec 2.1 /tags/{tag}/{sport?}: the tagged stories (paged) and players, optionally of one sport; an unknown tag is a 404. */
export const resolveTaggedContent: WidgetResolver<'tagged-content'> = async (props, ctx) => {
  const tag = (await loadTags(ctx.store, ctx.tenant)).find((t) => t.slug === ctx.page.params.tagSlug);
  if (!tag) throw new HttpError(404, pageNotFoundMessage(ctx.page.path));
  const tagged = (await taggedContent(ctx.store, ctx.tenant)).get(tag.id) ?? { stories: [], players: [] };
  const pageNumber = pageNumberOf(ctx.page.query.page);
  // Only the stories and players this page shows are read.
  const { shownStories, shownPlayers } = taggedPage(tagged, ctx.sport?.id ?? null, pageNumber, props.pageSize);
  const [stories, players] = await Promise.all([
    Promise.all(
      shownStories.map(
        async ({ id }) => [id, StoryCardSourceSchema.safeParse(await ctx.store.documents.get(ctx.tenant, 'stories', id))] as const,
      ),
    ),
    Promise.all(
      shownPlayers.map(
        async ({ id }) => [id, RosterPlayerSchema.safeParse(await ctx.store.documents.get(ctx.tenant, 'roster', id))] as const,
      ),
    ),
  ]);
  const data = taggedContentData({
    tag,
    sport: ctx.sport,
    sports: ctx.sports,
    tagged,
    pageNumber,
    pageSize: props.pageSize,
    stories: new Map(stories.flatMap(([id, parsed]): [number, StoryCardSource][] => (parsed.success ? [[id, parsed.data]] : []))),
    players: new Map(players.flatMap(([id, parsed]): [number, RosterPlayer][] => (parsed.success ? [[id, parsed.data]] : []))),
  });
  return { data, page: { title: ctx.sport ? `${ctx.sport.title}: ${tag.name}` : tag.name } };
};
