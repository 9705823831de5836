import { GameSchema, type Game } from '#schemas/entities/game.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import {
  SidearmEventSchema,
  SidearmRecordSchema,
  SidearmScheduleGameSchema,
  UnmappableGame,
  gameFromSidearm,
  recordMismatches,
  type SidearmEvent,
  type SidearmScheduleGame,
} from '#schemas/sidearm/game.ts';
import type { SidearmRelatedSeason } from '#schemas/sidearm/roster.ts';
import { readBackTo, type ImportContext } from './context.server.ts';
import { walkList } from './list-walker.server.ts';
import { note, type ResourceReport } from './report.server.ts';
import { firstIssue, withoutUrl } from './resource-report.server.ts';
import { checkAddress } from './routes.server.ts';
import { seasonsOf } from './rosters.server.ts';
import { syncDocuments } from './sync.server.ts';

/**
 * Per sport: `EventsResults/results` and `EventsResults/upcoming` (every page), each game's `ScheduleGames/{id}`,
 * then each season's `Schedule/{scheduleId}/Record` compared with the record computed from the imported games
 * (a mismatch is a report line, not a failure). A game's season is the one its schedule is for
 * (`Season/{sportId}/related`). Games carry no `published` flag here: a game the importer wrote that a sport's
 * lists, read whole with every game mapped, no longer hold is deleted. With `--since`, results are asked from
 * two days before it (`StartDate`, a day: LOOK_BACK_MS, as a score is entered after its game), nothing is deleted and records are not compared (the games read are not all).
 */
export async function importSchedules(
  ctx: ImportContext,
  report: ResourceReport,
  sports: readonly Sport[],
  pageSize: number,
): Promise<void> {
  const perSport = await Promise.all(sports.filter((s) => !s.non_sport).map((sport) => gamesOfSport(ctx, report, sport, pageSize)));
  const games = perSport.flatMap((s) => s.games);
  // A sport some of whose games could not be read or mapped keeps every game it has here: nothing of it is deleted.
  const whole = new Set(perSport.filter((s) => s.whole).map((s) => s.sportId));
  await syncDocuments(
    ctx,
    'games',
    report,
    games.map((g) => ({ id: g.id, sport_id: g.sport_id, season: g.season, sort_date: g.date_utc, body: g })),
    { complete: true, retirable: true, scope: (stored) => typeof stored.sport_id === 'number' && whole.has(stored.sport_id) },
  );
}

/** `StartDate` as SIDEARM's EventsResults takes it: a day (its dates are the school's local ones, without zone). */
const sidearmDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

async function gamesOfSport(
  ctx: ImportContext,
  report: ResourceReport,
  sport: Sport,
  pageSize: number,
): Promise<{ sportId: number; games: Game[]; whole: boolean }> {
  let whole = true;
  let seasons: SidearmRelatedSeason[];
  const events = new Map<number, SidearmEvent>();
  try {
    seasons = await seasonsOf(ctx, report, sport);
    for (const path of ['EventsResults/results', 'EventsResults/upcoming']) {
      const from = readBackTo(ctx);
      const window: Record<string, string> = from !== undefined && path.endsWith('results') ? { StartDate: sidearmDay(from) } : {};
      const list = await walkList(ctx.client, path, { sportId: sport.id, ...window }, { pageSize });
      for (const problem of list.problems) note(report, `${path} of sport ${sport.id}: ${problem}`);
      report.complete &&= list.complete;
      whole &&= list.complete && list.failed === 0;
      report.failed += list.failed;
      for (const item of list.items) {
        const parsed = SidearmEventSchema.safeParse(item);
        if (!parsed.success) {
          whole = false;
          report.failed++;
          note(report, `${path}: unreadable entry (${firstIssue(parsed.error)})`);
        } else if (!events.has(parsed.data.id)) events.set(parsed.data.id, parsed.data);
      }
    }
  } catch (error) {
    report.failed++;
    report.complete = false;
    note(report, `sport ${sport.id}: ${withoutUrl(error)}`);
    return { sportId: sport.id, games: [], whole: false };
  }
  report.fetched += events.size;
  const seasonOf = new Map(seasons.flatMap((s) => (s.scheduleId != null && s.seasonTitle ? [[s.scheduleId, s.seasonTitle] as const] : [])));
  for (const title of new Set(seasonOf.values()))
    checkAddress(report, `/sports/${sport.global_sport_name_slug}/schedule/${title}`, 'schedule');
  const games = (await Promise.all([...events.values()].map((event) => gameOf(ctx, report, sport, event, seasonOf)))).filter(
    (g): g is Game => g !== null,
  );
  if (!ctx.since) await compareRecords(ctx, report, sport, seasons, games);
  // gameOf answers null only for a game it reported as failed.
  return { sportId: sport.id, games, whole: whole && games.length === events.size };
}

async function gameOf(
  ctx: ImportContext,
  report: ResourceReport,
  sport: Sport,
  event: SidearmEvent,
  seasonOf: ReadonlyMap<number, string>,
): Promise<Game | null> {
  const season = event.schedule?.id == null ? undefined : seasonOf.get(event.schedule.id);
  if (season === undefined) {
    report.failed++;
    note(report, `game ${event.id}: its schedule is none of the sport's seasons`);
    return null;
  }
  let detail: SidearmScheduleGame;
  try {
    const parsed = SidearmScheduleGameSchema.safeParse(await ctx.client.json(`ScheduleGames/${event.id}`));
    if (!parsed.success) throw new Error(`unreadable (${firstIssue(parsed.error)})`);
    detail = parsed.data;
  } catch (error) {
    // Left as it is here (a game already imported keeps its row); the next run asks again.
    report.failed++;
    report.complete = false;
    note(report, `ScheduleGames/${event.id}: ${withoutUrl(error)}`);
    return null;
  }
  let game: Game;
  try {
    game = gameFromSidearm(event, detail, sport.id, season);
  } catch (error) {
    if (!(error instanceof UnmappableGame)) throw error;
    report.failed++;
    note(report, error.message);
    return null;
  }
  const copy = async (url: string | null, title: string) => (url ? await ctx.files.copy(url, title) : null);
  return GameSchema.parse({
    ...game,
    opponent: { ...game.opponent, image: await copy(game.opponent.image, `${game.opponent.title} logo`) },
    event_image: await copy(game.event_image, `${game.opponent.title} game`),
  });
}

/** Each season's `Schedule/{scheduleId}/Record` against the games imported for it; a difference is reported. */
async function compareRecords(
  ctx: ImportContext,
  report: ResourceReport,
  sport: Sport,
  seasons: readonly SidearmRelatedSeason[],
  games: readonly Game[],
): Promise<void> {
  for (const season of seasons) {
    if (season.scheduleId == null || !season.seasonTitle) continue;
    const what = `record of sport ${sport.id} ${season.seasonTitle}`;
    try {
      const parsed = SidearmRecordSchema.safeParse(await ctx.client.json(`Schedule/${season.scheduleId}/Record`));
      if (!parsed.success) throw new Error(`unreadable (${firstIssue(parsed.error)})`);
      const ofSeason = games.filter((g) => g.season === season.seasonTitle);
      for (const mismatch of recordMismatches(parsed.data, ofSeason)) note(report, `${what} differs: ${mismatch}`);
    } catch (error) {
      note(report, `${what} not compared: ${withoutUrl(error)}`);
    }
  }
}
