// A coach as a card and a program's season rows: the coach list, coach bio and coaching records share them.
import * as z from 'zod/mini';
import type { CoachingSeason } from '#schemas/entities/coaching-record.ts';
import type { Game } from '#schemas/entities/game.ts';
import type { StaffMember } from '#schemas/entities/roster.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import { isListedGame, recordOf, type WinLoss } from '#schemas/game-rules.ts';
import { coachUrlOf } from './urls.ts';

export const CoachCardSchema = z.object({
  id: z.number(),
  name: z.string(),
  title: z.string(),
  kind: z.enum(['coach', 'support']),
  headCoach: z.boolean(),
  url: z.string(),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  image: z.nullable(z.object({ url: z.string(), alt: z.string() })),
});
export type CoachCard = z.infer<typeof CoachCardSchema>;

export const SeasonRowSchema = z.object({
  season: z.string(),
  coach: z.string(),
  coachUrl: z.nullable(z.string()),
  wins: z.number(),
  losses: z.number(),
  ties: z.number(),
  pct: z.nullable(z.number()),
  confWins: z.number(),
  confLosses: z.number(),
  confTies: z.number(),
  confPct: z.nullable(z.number()),
});
export type SeasonRow = z.infer<typeof SeasonRowSchema>;

export const pctOf = (w: number, l: number, t: number) => (w + l + t === 0 ? null : (w + t / 2) / (w + l + t));

/** One season row from a stored history entry, or from the season's record computed from its games. */
export function seasonRow(
  entry: Pick<CoachingSeason, 'season' | 'coach'> & {
    wins: number;
    losses: number;
    ties: number;
    conf_wins: number;
    conf_losses: number;
    conf_ties: number;
  },
  coachUrl: string | null,
): SeasonRow {
  return {
    season: entry.season,
    coach: entry.coach,
    coachUrl,
    wins: entry.wins,
    losses: entry.losses,
    ties: entry.ties,
    pct: pctOf(entry.wins, entry.losses, entry.ties),
    confWins: entry.conf_wins,
    confLosses: entry.conf_losses,
    confTies: entry.conf_ties,
    confPct: pctOf(entry.conf_wins, entry.conf_losses, entry.conf_ties),
  };
}

/** A season's games as a history entry (overall and conference W-L-T). */
export function seasonEntryOf(
  season: string,
  coach: string,
  staffId: number | null,
  record: { overall: WinLoss; conference: WinLoss },
): CoachingSeason {
  return {
    season,
    coach,
    staff_id: staffId,
    wins: record.overall.wins,
    losses: record.overall.losses,
    ties: record.overall.ties,
    conf_wins: record.conference.wins,
    conf_losses: record.conference.losses,
    conf_ties: record.conference.ties,
  };
}

export function coachCardOf(m: StaffMember, sport: Sport): CoachCard {
  return {
    id: m.id,
    name: `${m.first_name} ${m.last_name}`,
    title: m.title,
    kind: m.kind === 'coach' ? 'coach' : 'support',
    headCoach: m.is_head_coach,
    url: coachUrlOf(sport.global_sport_name_slug, m),
    email: m.email,
    phone: m.phone,
    image: m.image,
  };
}

/**
 * A program's seasons, oldest first: the stored history, then one season a row computed from each season's
 * games (so a corrected score corrects the record), under the current head coach. Seasons without a decided
 * listed game are left out.
 */
export function programSeasonsOf(
  history: readonly CoachingSeason[],
  seasons: readonly { season: string; games: readonly Game[] }[],
  head: StaffMember | undefined,
): CoachingSeason[] {
  const coach = head ? `${head.first_name} ${head.last_name}` : 'Head Coach';
  const computed = seasons
    .map(({ season, games }) => ({ season, record: recordOf(games.filter(isListedGame)) }))
    .filter(({ record }) => record.overall.pct !== null)
    .map(({ season, record }) => seasonEntryOf(season, coach, head?.id ?? null, record));
  return [...history, ...computed];
}

/** The seasons as table rows, a coach linked when they are on the sport's staff. */
export function seasonRowsOf(seasons: readonly CoachingSeason[], sport: Sport, staff: readonly StaffMember[]): SeasonRow[] {
  return seasons.map((s) => {
    const member = staff.find((m) => m.id === s.staff_id);
    return seasonRow(s, member ? coachUrlOf(sport.global_sport_name_slug, member) : null);
  });
}
