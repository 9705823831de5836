import * as z from 'zod/mini';
import type { Tag } from '#schemas/entities/tag.ts';
import { defineWidget } from '#registry/define-widget.ts';
import type { TaggedContent } from '../shared/tags.ts';
import { tagUrl } from '../shared/urls.ts';

export const TagListPropsSchema = z.object({});
export type TagListProps = z.infer<typeof TagListPropsSchema>;

export const TagListDataSchema = z.object({
  tags: z.array(z.object({ name: z.string(), slug: z.string(), description: z.nullable(z.string()), count: z.number(), href: z.string() })),
});
export type TagListData = z.infer<typeof TagListDataSchema>;

/** spec 2.1 /tags: every tag that has published content, with its count, by name. */
export function tagListData({ tags, tagged }: { tags: readonly Tag[]; tagged: ReadonlyMap<number, TaggedContent> }): TagListData {
  return {
    tags: tags
      .map((tag) => {
        const found = tagged.get(tag.id);
        return {
          name: tag.name,
          slug: tag.slug,
          description: tag.description,
          count: (found?.stories.length ?? 0) + (found?.players.length ?? 0),
          href: tagUrl(tag.slug),
        };
      })
      .filter((tag) => tag.count > 0)
      .toSorted((a, b) => a.name.localeCompare(b.name)),
  };
}

export const widget = defineWidget({
  name: 'tag-list',
  label: 'Tags',
  description: 'Every tag with the number of items tagged.',
  props: TagListPropsSchema,
  data: TagListDataSchema,
});
