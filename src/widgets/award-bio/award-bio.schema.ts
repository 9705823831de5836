import * as z from 'zod/mini';
import { AWARD_CATEGORY_LABELS, type AllAmerican, type Award } from '#schemas/entities/award.ts';
import type { RosterPlayer, StaffMember } from '#schemas/entities/roster.ts';
import { coachUrlOf, playerBioUrl } from '../shared/urls.ts';
import {
  HONOR_LABELS,
  HonorKindSchema,
  HonorRowSchema,
  honorsOf,
  sortHonors,
  type Honor,
  type HonorKind,
  type SportLike,
} from '../shared/awards.ts';
import { defineWidget } from '#registry/define-widget.ts';

export const AwardBioPropsSchema = z.object({ kind: z._default(HonorKindSchema, 'awards') });
export type AwardBioProps = z.infer<typeof AwardBioPropsSchema>;
export const AwardBioDataSchema = z.object({
  kind: HonorKindSchema,
  recipient: z.string(),
  honor: z.string(),
  /** Labelled facts: year, season, category or selector, team, position. */
  facts: z.array(z.object({ label: z.string(), value: z.string() })),
  sport: z.nullable(z.object({ title: z.string(), url: z.string() })),
  /** The recipient's roster bio or coach bio, when the store has that person. */
  person: z.nullable(z.object({ kind: z.enum(['player', 'coach']), url: z.string() })),
  /** The same person's other awards and All-America honors, newest first. */
  others: z.array(HonorRowSchema),
  listUrl: z.string(),
});
export type AwardBioData = z.infer<typeof AwardBioDataSchema>;

function factsOf(kind: HonorKind, entry: Award | AllAmerican): AwardBioData['facts'] {
  const when = [
    { label: 'Year', value: entry.academic_year },
    { label: 'Season', value: entry.season },
  ];
  if (kind === 'awards') return [...when, { label: 'Category', value: AWARD_CATEGORY_LABELS[(entry as Award).category] }];
  const a = entry as AllAmerican;
  return [
    ...when,
    { label: 'Team', value: a.team },
    { label: 'Selector', value: a.selector },
    ...(a.position ? [{ label: 'Position or event', value: a.position }] : []),
  ];
}

/**
 * The recipient's roster bio (that season's entry) or coach bio: `player` and `coach` are the honor's linked
 * roster entry and staff member when this visitor may see them; a person of no real sport has no page.
 */
export function awardPersonOf(
  player: RosterPlayer | null,
  coach: StaffMember | null,
  sports: readonly SportLike[],
): AwardBioData['person'] {
  const slugOf = (sportId: number | null) => sports.find((s) => s.id === sportId && !s.non_sport)?.global_sport_name_slug;
  const playerSport = player ? slugOf(player.sport_id) : undefined;
  if (player && playerSport) return { kind: 'player', url: playerBioUrl(playerSport, player) };
  const coachSport = coach ? slugOf(coach.sport_id) : undefined;
  if (coach && coachSport) return { kind: 'coach', url: coachUrlOf(coachSport, coach) };
  return null;
}

/**
 * One honor's page. `everyone` holds the honors of both kinds; the same person is the same name in the same sport
 * (invented alumni have no roster id, and a player's roster id changes every season).
 */
export function awardBioOf(
  kind: HonorKind,
  entry: Award | AllAmerican,
  sports: readonly SportLike[],
  everyone: readonly Honor[],
  person: AwardBioData['person'],
): AwardBioData {
  const sport = sports.find((s) => s.id === entry.sport_id && !s.non_sport) ?? null;
  const own = honorsOf(kind, [entry], sports)[0]!.row;
  const others = everyone
    .filter((h) => h.sportId === entry.sport_id && h.row.recipient === own.recipient && h.row.url !== own.url)
    .map((h) => h.row);
  return {
    kind,
    recipient: own.recipient,
    honor: own.honor,
    facts: factsOf(kind, entry),
    sport: sport ? { title: sport.title, url: `/sports/${sport.global_sport_name_slug}` } : null,
    person,
    others: sortHonors(others),
    listUrl: HONOR_LABELS[kind].base,
  };
}

export const widget = defineWidget({
  name: 'award-bio',
  label: 'Award or All-American (bio)',
  description: 'One award or All-American (the one in the address).',
  props: AwardBioPropsSchema,
  data: AwardBioDataSchema,
});
