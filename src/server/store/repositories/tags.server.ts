import * as z from 'zod/mini';
import { TagSchema, type Tag } from '#schemas/entities/tag.ts';
import type { Db, Dialect, Query } from '../db.server.ts';
import { memoized, type ContentMemo } from '../memo.server.ts';
import type { DocumentsRepository } from './documents.server.ts';

/** One tag on one published story or player (a player once per season). */
export interface TaggedDocument {
  id: number;
  sport_id: number | null;
  season: string | null;
  collection: 'stories' | 'roster';
  tag: number;
}

export const tagQueries = {
  /** Every tag of every published story and player, newest first. */
  tagged: (dialect: Dialect, tenant: string): Query => [
    dialect === 'sqlite'
      ? `SELECT d.id, d.sport_id, d.season, d.collection, j.value AS tag FROM documents d, json_each(d.body, '$.tags') j
         WHERE d.tenant = ? AND d.collection IN ('stories', 'roster') AND d.published = 1
         ORDER BY d.sort_date DESC, d.id DESC, j.key`
      : // The numbers of the tags array in its order, as SQLite's json_each gives them (PostgreSQL's json_each is for objects).
        `SELECT d.id, d.sport_id, d.season, d.collection, (j.value #>> '{}')::float8 AS tag FROM documents d
         CROSS JOIN LATERAL json_array_elements(CASE WHEN json_typeof(d.body -> 'tags') = 'array' THEN d.body -> 'tags' ELSE '[]' END) WITH ORDINALITY j (value, key)
         WHERE d.tenant = ? AND d.collection IN ('stories', 'roster') AND d.published = 1 AND json_typeof(j.value) = 'number'
         ORDER BY d.sort_date DESC NULLS LAST, d.id DESC, j.key`,
    [tenant],
  ],
};

/** Tags (documents of the `tags` collection) and what is tagged with them (the `tags` arrays of stories and players). */
export class TagsRepository {
  private readonly db: Db;
  private readonly documents: DocumentsRepository;
  private readonly memo: ContentMemo | null;
  constructor(db: Db, documents: DocumentsRepository, memo: ContentMemo | null = null) {
    this.db = db;
    this.documents = documents;
    this.memo = memo;
  }

  list(tenant: string): Promise<Tag[]> {
    return memoized(this.memo, tenant, 'tags', async () =>
      z.array(TagSchema).parse((await this.documents.list(tenant, 'tags', { order: 'asc' })).items),
    );
  }

  tagged(tenant: string): Promise<TaggedDocument[]> {
    return this.db.all<TaggedDocument>(...tagQueries.tagged(this.db.dialect, tenant));
  }
}
