import type { WidgetResolver } from '../shared/context.server.ts';
import { loadTags, taggedContent } from '../shared/tags.server.ts';
import { tagListData } from './tag-list.schema.ts';

/** spec 2.1 /tags: every tag that has published content, with its count. */
export const resolveTagList: WidgetResolver<'tag-list'> = async (_props, ctx) => {
  const [tags, tagged] = await Promise.all([loadTags(ctx.store, ctx.tenant), taggedContent(ctx.store, ctx.tenant)]);
  return { data: tagListData({ tags, tagged }) };
};
