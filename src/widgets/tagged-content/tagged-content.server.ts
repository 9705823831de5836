import * as z from 'zod/mini';
import { pageNotFoundMessage } from '#schemas/constants.ts';
import { RosterPlayerSchema } from '#schemas/entities/roster.ts';
import { StorySchema } from '#schemas/entities/story.ts';
import { HttpError } from '#src/server/api/http.server.ts';
import type { WidgetContext, LegacyWidgetResolver } from '../shared/context.server.ts';
import { pageLinks, pageNumberOf } from '../shared/paging.ts';
import type { StoryCard } from '../shared/story-card.schema.ts';
import { loadTags, taggedContent } from '../shared/tags.server.ts';
import { playerBioUrl, tagUrl } from '../shared/urls.ts';

const CardSource = z.pick(StorySchema, { id: true, title: true, teaser: true, date: true, url: true, image: true, sport_id: true });

function storyCard(ctx: WidgetContext, id: number): StoryCard | null {
  const parsed = CardSource.safeParse(ctx.store.get(ctx.tenant, 'stories', id));
  if (!parsed.success) return null;
  const sport = ctx.sports.find((s) => s.id === parsed.data.sport_id);
  const { sport_id: _, ...card } = parsed.data;
  return { ...card, sport: sport ? { id: sport.id, title: sport.title } : null };
}

/** spec 2.1 /tags/{tag}/{sport?}: the tagged stories (paged) and players, optionally of one sport; an unknown tag is a 404. */
export const resolveTaggedContent: LegacyWidgetResolver<'tagged-content'> = (props, ctx) => {
  const tag = loadTags(ctx.store, ctx.tenant).find((t) => t.slug === ctx.page.params.tagSlug);
  if (!tag) throw new HttpError(404, pageNotFoundMessage(ctx.page.path));
  ctx.page.title = ctx.sport ? `${ctx.sport.title}: ${tag.name}` : tag.name;
  const all = taggedContent(ctx.store, ctx.tenant).get(tag.id) ?? { stories: [], players: [] };
  const sportId = ctx.sport?.id ?? null;
  const stories = all.stories.filter((s) => sportId === null || s.sportId === sportId);
  const players = all.players.filter((p) => sportId === null || p.sportId === sportId);
  const pageNumber = pageNumberOf(ctx.page.query.page);
  const base = tagUrl(tag.slug, ctx.sport?.global_sport_name_slug);
  const href = (n: number) => (n > 1 ? `${base}?page=${n}` : base);
  const sportsWithContent = ctx.sports.filter((s) => all.stories.some((x) => x.sportId === s.id) || all.players.some((x) => x.sportId === s.id));
  return {
    tag: { name: tag.name, slug: tag.slug, description: tag.description },
    sport: ctx.sport ? { title: ctx.sport.title } : null,
    sportLinks: [
      { label: 'All sports', href: tagUrl(tag.slug), current: sportId === null },
      ...sportsWithContent.toSorted((a, b) => a.title.localeCompare(b.title)).map((s) => ({ label: s.title, href: tagUrl(tag.slug, s.global_sport_name_slug), current: s.id === sportId })),
    ],
    stories: stories.slice((pageNumber - 1) * props.pageSize, pageNumber * props.pageSize).map((s) => storyCard(ctx, s.id)).filter((c) => c !== null),
    storyTotal: stories.length,
    players: pageNumber === 1
      ? players.flatMap((p) => {
          const parsed = RosterPlayerSchema.safeParse(ctx.store.get(ctx.tenant, 'roster', p.id));
          const sport = ctx.sports.find((s) => s.id === p.sportId);
          if (!parsed.success || !sport) return [];
          const player = parsed.data;
          return [{ name: `${player.first_name} ${player.last_name}`, url: playerBioUrl(sport.global_sport_name_slug, player), detail: [sport.title, player.position_long, player.academic_year].filter(Boolean).join(' · ') }];
        })
      : [],
    page: pageLinks(pageNumber, stories.length, props.pageSize, href),
  };
};
