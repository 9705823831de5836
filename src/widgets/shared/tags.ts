// What carries each tag, from the tagged documents (pure: the tag widgets' resolvers and fixtures share it).

/** One tag on one published story or player (a player once per season), newest first. */
export interface TaggedRow {
  id: number;
  sport_id: number | null;
  season: string | null;
  collection: 'stories' | 'roster';
  tag: number;
}

export interface TaggedContent {
  stories: { id: number; sportId: number | null }[];
  players: { id: number; sportId: number }[];
}

/** Stories keep their order (newest first); a player counts in its sport's newest season only. */
export function taggedByTag(rows: readonly TaggedRow[]): Map<number, TaggedContent> {
  const byTag = new Map<number, TaggedContent>();
  const entry = (tag: number) => {
    let found = byTag.get(tag);
    if (!found) byTag.set(tag, (found = { stories: [], players: [] }));
    return found;
  };
  const newestSeason = new Map<number, string>();
  for (const row of rows)
    if (row.collection === 'roster' && row.sport_id !== null && (newestSeason.get(row.sport_id) ?? '') < (row.season ?? ''))
      newestSeason.set(row.sport_id, row.season ?? '');
  for (const row of rows) {
    if (row.collection === 'stories') entry(row.tag).stories.push({ id: row.id, sportId: row.sport_id });
    else if (row.sport_id !== null && row.season === newestSeason.get(row.sport_id))
      entry(row.tag).players.push({ id: row.id, sportId: row.sport_id });
  }
  return byTag;
}
