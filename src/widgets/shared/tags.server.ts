// The stored tags and what carries them, shared by the tag list, a tag's page and the story (its tag links).
import type { Tag } from '#schemas/entities/tag.ts';
import type { Store } from '#src/server/store/store.server.ts';
import { taggedByTag, type TaggedContent } from './tags.ts';

export function loadTags(store: Store, tenant: string): Promise<Tag[]> {
  return store.tags.list(tenant);
}

/**
 * Published stories (newest first) and players (their newest season) by tag id: read once per content version,
 * so a tag page costs a map lookup and one read of its page of stories.
 */
export function taggedContent(store: Store, tenant: string): Promise<Map<number, TaggedContent>> {
  return store.memo(tenant, 'tagged-content', async () => taggedByTag(await store.tags.tagged(tenant)));
}
