import * as z from 'zod/mini';
import type { CoachingSeason } from '../entities/coaching-record.ts';
import type { StaffMember } from '../entities/roster.ts';
import type { WinLoss } from '../game-rules.ts';
import { coachBioUrl } from '#src/widgets/shared/urls.ts';

const PersonSchema = z.object({
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
export type CoachCard = z.infer<typeof PersonSchema>;

export const CoachListPropsSchema = z.object({
  /** coaches: the coach list; staff: the sport staff page (coaches and support staff). */
  variant: z._default(z.enum(['coaches', 'staff']), 'coaches'),
});
export type CoachListProps = z.infer<typeof CoachListPropsSchema>;
export const CoachListDataSchema = z.object({
  sport: z.object({ title: z.string(), slug: z.string() }),
  season: z.nullable(z.string()),
  coaches: z.array(PersonSchema),
  support: z.array(PersonSchema),
  recordsUrl: z.string(),
});
export type CoachListData = z.infer<typeof CoachListDataSchema>;

const SeasonRowSchema = z.object({
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

export const CoachBioPropsSchema = z.object({});
export type CoachBioProps = z.infer<typeof CoachBioPropsSchema>;
export const CoachBioDataSchema = z.object({
  person: PersonSchema,
  sport: z.object({ title: z.string(), url: z.string() }),
  /** Sanitized store HTML. */
  bio: z.nullable(z.string()),
  /** A head coach's seasons at the school (spec 3 coaching records), newest first. */
  record: z.array(SeasonRowSchema),
  staffUrl: z.string(),
});
export type CoachBioData = z.infer<typeof CoachBioDataSchema>;

export const CoachingRecordsPropsSchema = z.object({});
export type CoachingRecordsProps = z.infer<typeof CoachingRecordsPropsSchema>;
/** spec 3: yearly entries (a season a row) and overall entries (a coach a row, with their years). */
export const CoachingRecordsDataSchema = z.object({
  sport: z.object({ title: z.string(), slug: z.string() }),
  type: z.enum(['year', 'overall']),
  years: z.array(SeasonRowSchema),
  overall: z.array(z.object({
    coach: z.string(), coachUrl: z.nullable(z.string()), years: z.string(), seasons: z.number(),
    wins: z.number(), losses: z.number(), ties: z.number(), pct: z.nullable(z.number()),
    confWins: z.number(), confLosses: z.number(), confTies: z.number(), confPct: z.nullable(z.number()),
  })),
});
export type CoachingRecordsData = z.infer<typeof CoachingRecordsDataSchema>;

const pctOf = (w: number, l: number, t: number) => (w + l + t === 0 ? null : (w + t / 2) / (w + l + t));

/** One season row from a stored history entry, or from the season's record computed from its games. */
export function seasonRow(entry: Pick<CoachingSeason, 'season' | 'coach'> & { wins: number; losses: number; ties: number; conf_wins: number; conf_losses: number; conf_ties: number }, coachUrl: string | null): SeasonRow {
  return {
    season: entry.season, coach: entry.coach, coachUrl, wins: entry.wins, losses: entry.losses, ties: entry.ties, pct: pctOf(entry.wins, entry.losses, entry.ties),
    confWins: entry.conf_wins, confLosses: entry.conf_losses, confTies: entry.conf_ties, confPct: pctOf(entry.conf_wins, entry.conf_losses, entry.conf_ties),
  };
}

/** A season's games as a history entry (overall and conference W-L-T). */
export function seasonEntryOf(season: string, coach: string, staffId: number | null, record: { overall: WinLoss; conference: WinLoss }): CoachingSeason {
  return {
    season, coach, staff_id: staffId, wins: record.overall.wins, losses: record.overall.losses, ties: record.overall.ties,
    conf_wins: record.conference.wins, conf_losses: record.conference.losses, conf_ties: record.conference.ties,
  };
}

/** spec 3 overall entries: each coach's seasons summed, with their span of years, in order of first season. */
export function overallRows(rows: readonly SeasonRow[]): CoachingRecordsData['overall'] {
  const byCoach = new Map<string, SeasonRow[]>();
  for (const row of rows.toSorted((a, b) => a.season.localeCompare(b.season))) byCoach.set(row.coach, [...(byCoach.get(row.coach) ?? []), row]);
  return [...byCoach].map(([coach, list]) => {
    const sum = (key: 'wins' | 'losses' | 'ties' | 'confWins' | 'confLosses' | 'confTies') => list.reduce((n, r) => n + r[key], 0);
    const [w, l, t, cw, cl, ct] = [sum('wins'), sum('losses'), sum('ties'), sum('confWins'), sum('confLosses'), sum('confTies')];
    return {
      coach, coachUrl: list.find((r) => r.coachUrl)?.coachUrl ?? null, years: `${list[0]?.season.slice(0, 4)}–${list.at(-1)?.season.slice(0, 4)}`, seasons: list.length,
      wins: w, losses: l, ties: t, pct: pctOf(w, l, t), confWins: cw, confLosses: cl, confTies: ct, confPct: pctOf(cw, cl, ct),
    };
  });
}

/** spec 2.1: a coach's bio (/roster/coaches/…) or a support staff member's (/roster/staff/…). */
export const coachUrlOf = (sportSlug: string, m: Pick<StaffMember, 'slug' | 'id' | 'kind'>) =>
  m.kind === 'coach' ? coachBioUrl(sportSlug, m) : `/sports/${sportSlug}/roster/staff/${m.slug}/${m.id}`;
