import type { Db, Query } from '../db.server.ts';

export const boxScoreQueries = {
  seasons: (tenant: string, sportId: number): Query => [
    "SELECT DISTINCT season FROM documents WHERE tenant = ? AND collection = 'box_scores' AND sport_id = ? AND season IS NOT NULL",
    [tenant, sportId],
  ],
};

/** Box scores (documents of the `box_scores` collection, one per game: id = game id, season as an index column). */
export class BoxScoresRepository {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  /** The seasons a sport has box scores for, newest first (the seasons its statistics exist for). */
  async seasons(tenant: string, sportId: number): Promise<string[]> {
    return (await this.db.all<{ season: string }>(...boxScoreQueries.seasons(tenant, sportId)))
      .map((r) => r.season)
      .toSorted()
      .toReversed();
  }
}
