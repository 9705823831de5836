// The stored tags and what carries them, shared by the tag list, a tag's page and the story (its tag links).
import * as z from 'zod/mini';
import { TagSchema, type Tag } from '#schemas/entities/tag.ts';
import type { Store } from '#src/server/store/store.server.ts';

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
export function taggedContent(store: Store, tenant: string): Map<number, Tagged> {
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
