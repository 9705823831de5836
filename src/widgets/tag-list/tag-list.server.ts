import type { LegacyWidgetResolver } from '../shared/context.server.ts';
import { loadTags, taggedContent } from '../shared/tags.server.ts';
import { tagUrl } from '../shared/urls.ts';

/** spec 2.1 /tags: every tag that has published content, with its count. */
export const resolveTagList: LegacyWidgetResolver<'tag-list'> = (_props, ctx) => {
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
