// Our players in box scores, linked to their bios: the box score and the season statistics link them alike.
import type { RosterPlayer } from '#schemas/entities/roster.ts';
import type { BoxScore } from '#schemas/stats.ts';
import { playerBioUrl } from './urls.ts';

/** The roster ids of the school's players in these box scores, each once. */
export function boxPlayerIds(boxes: readonly BoxScore[]): number[] {
  const ids = boxes
    .flatMap((box) => Object.values(box.school.tables).flat())
    .flatMap((line) => (line.player_id === null ? [] : [line.player_id]));
  return [...new Set(ids)];
}

/** Bio links by player id, of the players that have a published bio (those given). */
export function playerBios(sportSlug: string, players: readonly Pick<RosterPlayer, 'id' | 'slug'>[]): Record<string, string> {
  return Object.fromEntries(players.map((player) => [player.id, playerBioUrl(sportSlug, player)]));
}
