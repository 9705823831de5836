import { pageLinks, pageNumberOf } from '#src/widgets/shared/paging.ts';
import * as z from 'zod/mini';
import { pageNotFoundMessage } from '#schemas/constants.ts';
import { RosterPlayerSchema } from '#schemas/entities/roster.ts';
import { StorySchema } from '#schemas/entities/story.ts';
import { TagSchema, type Tag } from '#schemas/entities/tag.ts';
import { playerBioUrl } from '#src/widgets/shared/urls.ts';
import type { StoryCard } from '#src/widgets/shared/story-card.schema.ts';
import { tagUrl } from '#schemas/widgets/tags.ts';
import { HttpError } from '../api/http.server.ts';
import type { Store } from '../store/store.server.ts';
import type { WidgetContext, WidgetResolver } from '#src/widgets/shared/context.server.ts';

export function loadTags(store: Store, tenant: string): Tag[] {
  return store.cached(tenant, 'tags', () => z.array(TagSchema).parse(store.list(tenant, 'tags', { order: 'asc' }).items));
}

interface Tagged {
  stories: { id: number; sportId: number | null }[];
  players: { id: number; sportId: number }[];
}

/**
 * Published stories (newest first) and players (their newest season) by tag id: read once per content version,
 * so a tag page costs a map lookup and one read of its page of stories.
 */
function taggedContent(store: Store, tenant: string): Map<number, Tagged> {
  return store.cached(tenant, 'tagged-content', () => {
    const byTag = new Map<number, Tagged>();
    const entry = (tag: number) => {
      let found = byTag.get(tag);
      if (!found) byTag.set(tag, (found = { stories: [], players: [] }));
      return found;
    };
    const rows = store.db
      .prepare<[string], { id: number; sport_id: number | null; season: string | null; collection: string; tag: number }>(
        `SELECT d.id, d.sport_id, d.season, d.collection, j.value AS tag FROM documents d, json_each(d.body, '$.tags') j
         WHERE d.tenant = ? AND d.collection IN ('stories', 'roster') AND d.published = 1
         ORDER BY d.sort_date DESC, d.id DESC`,
      )
      .all(tenant);
    const newestSeason = new Map<number, string>();
    for (const row of rows) if (row.collection === 'roster' && row.sport_id !== null && (newestSeason.get(row.sport_id) ?? '') < (row.season ?? '')) newestSeason.set(row.sport_id, row.season ?? '');
    for (const row of rows) {
      if (row.collection === 'stories') entry(row.tag).stories.push({ id: row.id, sportId: row.sport_id });
      else if (row.sport_id !== null && row.season === newestSeason.get(row.sport_id)) entry(row.tag).players.push({ id: row.id, sportId: row.sport_id });
    }
    return byTag;
  });
}

/** spec 2.1 /tags: every tag that has published content, with its count. */
export const resolveTagList: WidgetResolver<'tag-list'> = (_props, ctx) => {
  const content = taggedContent(ctx.store, ctx.tenant);
  return {
    tags: loadTags(ctx.store, ctx.tenant)
      .map((tag) => {
        const found = content.get(tag.id);
        return { name: tag.name, slug: tag.slug, description: tag.description, count: (found?.stories.length ?? 0) + (found?.players.length ?? 0), href: tagUrl(tag.slug) };
      })
      .filter((tag) => tag.count > 0)
      .toSorted((a, b) => a.name.localeCompare(b.name)),
  };
};

const CardSource = z.pick(StorySchema, { id: true, title: true, teaser: true, date: true, url: true, image: true, sport_id: true });

function storyCard(ctx: WidgetContext, id: number): StoryCard | null {
  const parsed = CardSource.safeParse(ctx.store.get(ctx.tenant, 'stories', id));
  if (!parsed.success) return null;
  const sport = ctx.sports.find((s) => s.id === parsed.data.sport_id);
  const { sport_id: _, ...card } = parsed.data;
  return { ...card, sport: sport ? { id: sport.id, title: sport.title } : null };
}

/** spec 2.1 /tags/{tag}/{sport?}: the tagged stories (paged) and players, optionally of one sport; an unknown tag is a 404. */
export const resolveTaggedContent: WidgetResolver<'tagged-content'> = (props, ctx) => {
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
