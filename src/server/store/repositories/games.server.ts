import { GameSchema, type Game } from '#schemas/entities/game.ts';
import type { Db, Dialect, Query } from '../db.server.ts';
import { parseBody, type BodyRow, type DocumentsRepository } from './documents.server.ts';

export const gameQueries = {
  /** Published games played on a month and day (`MM-DD`) before a year, oldest first: games keep their local date in the body (the sort column holds UTC). */
  onThisDay: (dialect: Dialect, tenant: string, monthDay: string, beforeYear: number): Query => {
    const date = dialect === 'sqlite' ? "json_extract(body, '$.date')" : "(body ->> 'date')";
    return [
      `SELECT body FROM documents WHERE tenant = ? AND collection = 'games' AND published = 1
       AND substr(${date}, 6, 5) = ? AND substr(${date}, 1, 4) < ?
       ORDER BY sort_date, id`,
      [tenant, monthDay, String(beforeYear)],
    ];
  },
};

/** Games (documents of the `games` collection: season and UTC start as index columns). */
export class GamesRepository {
  private readonly db: Db;
  private readonly documents: DocumentsRepository;
  constructor(db: Db, documents: DocumentsRepository) {
    this.db = db;
    this.documents = documents;
  }

  /** A published game, or undefined when there is none or it does not read as a game. */
  async get(tenant: string, id: number): Promise<Game | undefined> {
    const parsed = GameSchema.safeParse(await this.documents.get(tenant, 'games', id));
    return parsed.success ? parsed.data : undefined;
  }

  /** Stores a game with its index columns, as the seed writes them. */
  put(tenant: string, game: Game): Promise<void> {
    return this.documents.put(tenant, 'games', [
      { id: game.id, sport_id: game.sport_id, season: game.season, sort_date: game.date_utc, body: game },
    ]);
  }

  /** The bodies of the games played on `monthDay` (`MM-DD`) in years before `beforeYear` (spec 2.1 on this day); the caller reads them as games. */
  async onThisDay(tenant: string, monthDay: string, beforeYear: number): Promise<unknown[]> {
    return (await this.db.all<BodyRow>(...gameQueries.onThisDay(this.db.dialect, tenant, monthDay, beforeYear))).map(parseBody);
  }
}
