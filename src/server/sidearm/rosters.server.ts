import { RosterPlayerSchema, StaffMemberSchema, type RosterPlayer, type StaffMember } from '#schemas/entities/roster.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import {
  SidearmRelatedSeasonSchema,
  SidearmRosterListItemSchema,
  SidearmRosterPlayerSchema,
  SidearmRosterSchema,
  SidearmRosterStaffSchema,
  rosterPlayerFromSidearm,
  rosterSeason,
  rosterStaffFromSidearm,
  type SidearmRelatedSeason,
  type SidearmRosterListItem,
  type SidearmRosterPlayer,
} from '#schemas/sidearm/roster.ts';
import type { ImportContext } from './context.server.ts';
import { withPersonFiles } from './files.server.ts';
import { note, type ResourceReport } from './report.server.ts';
import { firstIssue, withoutUrl } from './resource-report.server.ts';
import { checkAddress } from './routes.server.ts';
import { syncDocuments } from './sync.server.ts';

/** The items of a SIDEARM answer that is a plain list, each parsed on its own; an unreadable one is reported. */
function listOf<T>(
  raw: unknown,
  parse: (item: unknown) => { success: true; data: T } | { success: false; error: Parameters<typeof firstIssue>[0] },
  report: ResourceReport,
  what: string,
): T[] {
  if (!Array.isArray(raw)) throw new Error(`${what}: the answer is not a list`);
  return raw.flatMap((item) => {
    const parsed = parse(item);
    if (parsed.success) return [parsed.data];
    report.failed++;
    note(report, `${what}: unreadable entry (${firstIssue(parsed.error)})`);
    return [];
  });
}

/** `Season/{sportId}/related`: a sport's seasons, each with its schedule id (asked once a run: the client memoizes). */
export async function seasonsOf(ctx: ImportContext, report: ResourceReport, sport: Sport): Promise<SidearmRelatedSeason[]> {
  return listOf(
    await ctx.client.json(`Season/${sport.id}/related`),
    (item) => SidearmRelatedSeasonSchema.safeParse(item),
    report,
    `Season/${sport.id}/related`,
  );
}

/** One season's roster read whole: its players, coaches and support staff, and the key that says which it was. */
interface ReadRoster {
  sportId: number;
  season: string;
  players: RosterPlayer[];
  staff: StaffMember[];
}

const seasonKey = (sportId: unknown, season: unknown) => `${String(sportId)}/${String(season)}`;

/**
 * Per sport: `Season/{id}/related` (its seasons), `Rosters/list?sportId=`, each `Rosters/{rosterId}` (players,
 * coaches, support staff) and `Players/roster/bio/{rosterPlayerId}` for a player the roster gives no bio. Rows
 * the importer wrote for a season whose roster was read whole and no longer lists them are retired.
 */
export async function importRosters(ctx: ImportContext, report: ResourceReport, sports: readonly Sport[]): Promise<void> {
  const perSport = await Promise.all(sports.filter((s) => !s.non_sport).map((sport) => rostersOfSport(ctx, report, sport)));
  const read = perSport.flat();
  const covered = new Set(read.map((r) => seasonKey(r.sportId, r.season)));
  const inScope = (stored: Record<string, unknown>) => covered.has(seasonKey(stored.sport_id, stored.season));
  const players = onceById(
    report,
    read.flatMap((r) => r.players),
    'roster player',
  );
  const staff = onceById(
    report,
    read.flatMap((r) => r.staff),
    'coach or support staff member',
  );
  report.fetched += players.length + staff.length;
  await syncDocuments(
    ctx,
    'roster',
    report,
    players.map((p) => ({ id: p.id, sport_id: p.sport_id, season: p.season, slug: p.slug, published: p.published, body: p })),
    { complete: true, retirable: true, scope: inScope },
  );
  await syncDocuments(
    ctx,
    'staff',
    report,
    staff.map((s) => ({ id: s.id, sport_id: s.sport_id, season: s.season, slug: s.slug, published: s.published, body: s })),
    // The staff directory's entries share the collection: only coaches and support staff of the seasons read.
    {
      complete: true,
      retirable: true,
      scope: (stored) => stored.kind !== 'department' && inScope(stored),
      owns: (stored) => stored.kind !== 'department',
    },
  );
}

/** Rows keyed by id once: a second row with an id already read (in another season's roster) is reported and left out. */
function onceById<T extends { id: number }>(report: ResourceReport, rows: readonly T[], what: string): T[] {
  const seen = new Set<number>();
  return rows.filter((row) => {
    if (!seen.has(row.id)) return seen.add(row.id);
    report.skipped++;
    note(report, `${what} id listed twice`);
    return false;
  });
}

async function rostersOfSport(ctx: ImportContext, report: ResourceReport, sport: Sport): Promise<ReadRoster[]> {
  let listed: SidearmRosterListItem[];
  try {
    await seasonsOf(ctx, report, sport);
    listed = listOf(
      await ctx.client.json('Rosters/list', { sportId: sport.id }),
      (item) => SidearmRosterListItemSchema.safeParse(item),
      report,
      `Rosters/list of sport ${sport.id}`,
    );
  } catch (error) {
    report.failed++;
    report.complete = false;
    note(report, `sport ${sport.id}: ${withoutUrl(error)}`);
    return [];
  }
  const rosters = await Promise.all(listed.map((item) => rosterOf(ctx, report, sport, item)));
  return rosters.filter((r): r is ReadRoster => r !== null);
}

/** One `Rosters/{id}`; unreadable (invalid JSON, a failed request): reported, its season left as it is. */
async function rosterOf(ctx: ImportContext, report: ResourceReport, sport: Sport, item: SidearmRosterListItem): Promise<ReadRoster | null> {
  const fail = (reason: string) => {
    report.failed++;
    report.complete = false;
    note(report, `roster ${item.rosterId}: ${reason}`);
    return null;
  };
  let raw: unknown;
  try {
    raw = await ctx.client.json(`Rosters/${item.rosterId}`);
  } catch (error) {
    return fail(withoutUrl(error));
  }
  const parsed = SidearmRosterSchema.safeParse(raw);
  if (!parsed.success) return fail(`unreadable (${firstIssue(parsed.error)})`);
  const season = rosterSeason(parsed.data, item);
  if (season === null) return fail('no season title');
  const players = await Promise.all(
    (parsed.data.players ?? []).map(async (entry) => {
      const player = SidearmRosterPlayerSchema.safeParse(entry);
      if (!player.success) {
        report.failed++;
        note(report, `roster ${item.rosterId}: unreadable player (${firstIssue(player.error)})`);
        return null;
      }
      return playerOf(ctx, report, sport, season, await withBio(ctx, report, player.data));
    }),
  );
  const staffOf = (entries: readonly unknown[] | null | undefined, kind: 'coach' | 'support') =>
    Promise.all(
      (entries ?? []).map(async (entry) => {
        const parsedStaff = SidearmRosterStaffSchema.safeParse(entry);
        const member = parsedStaff.success ? rosterStaffFromSidearm(parsedStaff.data, kind, sport.id, season) : null;
        if (!member) {
          report.failed++;
          note(report, `roster ${item.rosterId}: unreadable ${kind === 'coach' ? 'coach' : 'support staff member'}`);
          return null;
        }
        return staffMemberOf(ctx, report, sport, member);
      }),
    );
  const staff = [...(await staffOf(parsed.data.coaches, 'coach')), ...(await staffOf(parsed.data.support, 'support'))];
  return {
    sportId: sport.id,
    season,
    players: players.filter((p): p is RosterPlayer => p !== null),
    staff: staff.filter((s): s is StaffMember => s !== null),
  };
}

/** A player the roster gives no bio (and does not hide one) gets `Players/roster/bio/{rosterPlayerId}`'s. */
async function withBio(ctx: ImportContext, report: ResourceReport, player: SidearmRosterPlayer): Promise<SidearmRosterPlayer> {
  if (player.hideBio || (player.bio != null && player.bio.trim() !== '')) return player;
  try {
    const parsed = SidearmRosterPlayerSchema.safeParse(await ctx.client.json(`Players/roster/bio/${player.rosterPlayerId}`));
    if (!parsed.success) throw new Error(`unreadable (${firstIssue(parsed.error)})`);
    return { ...player, bio: parsed.data.bio ?? null };
  } catch (error) {
    // The player is imported without a bio; the next run asks again.
    report.failed++;
    report.complete = false;
    note(report, `bio of roster player ${player.rosterPlayerId}: ${withoutUrl(error)}`);
    return player;
  }
}

async function playerOf(
  ctx: ImportContext,
  report: ResourceReport,
  sport: Sport,
  season: string,
  w: SidearmRosterPlayer,
): Promise<RosterPlayer> {
  const player = rosterPlayerFromSidearm(w, sport.id, season);
  checkAddress(report, `/sports/${sport.global_sport_name_slug}/roster/${player.slug}/${player.id}`, 'roster_bio');
  return RosterPlayerSchema.parse(await withPersonFiles(ctx.files, player));
}

async function staffMemberOf(ctx: ImportContext, report: ResourceReport, sport: Sport, member: StaffMember): Promise<StaffMember> {
  const path =
    member.kind === 'coach'
      ? `/sports/${sport.global_sport_name_slug}/roster/coaches/${member.slug}/${member.id}`
      : `/sports/${sport.global_sport_name_slug}/roster/staff/${member.slug}/${member.id}`;
  checkAddress(report, path, member.kind === 'coach' ? 'coach_bio' : 'support_staff_bio');
  return StaffMemberSchema.parse(await withPersonFiles(ctx.files, member));
}
