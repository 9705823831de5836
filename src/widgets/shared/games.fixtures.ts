// The demo school's games as the store returns them, for the fixtures of the game widgets.
import type { Game } from '#schemas/entities/game.ts';
import { FIXTURE_NOW } from '#fixtures/school/index.ts';
import { school } from './school.fixtures.ts';

/** The fixture date as the resolvers get it (the tests' TEST_NOW). */
export const fixtureNow = new Date(FIXTURE_NOW);

/** The store's order of games: start time (UTC), then id. */
export const byStart = (a: Game, b: Game): number => (a.date_utc < b.date_utc ? -1 : a.date_utc > b.date_utc ? 1 : a.id - b.id);

/** Every game of the demo school in the store's order. */
export const gamesInOrder: readonly Game[] = school.games.toSorted(byStart);

/** One sport's games (optionally of one season) in the store's order. */
export const sportGames = (sportId: number, season?: string): Game[] =>
  gamesInOrder.filter((g) => g.sport_id === sportId && (season === undefined || g.season === season));

/** The store's "newest first" order of dated documents (clippings, moments): date, then id, both descending. */
export const newestFirst = <T extends { id: number; date: string }>(items: readonly T[]): T[] =>
  items.toSorted((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : b.id - a.id));
