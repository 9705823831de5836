import * as z from 'zod/mini';
import { GAME_STATE } from '../constants.ts';
import { GameSchema, type Game } from '../entities/game.ts';
import { recordOf, type WinLoss } from '../game-rules.ts';
import { anything, flag, nullable, num, orNull, safeLink, text } from './wire.ts';

// schema/v2/eventResults/resultsSchema.js and upcomingSchema.js (GET /EventsResults/results, /upcoming: paged lists,
// `sportId`, `StartDate`, `EndDate`, `locationIndicator` filters). `opponent.image` is a string here; `dateUtc`,
// `time`, `location` and `result` may be null; its item arrays were tuples in the schema (read as arrays).
const linkish = anything;
export const SidearmEventSchema = z.object({
  id: z.number(),
  date: text,
  endDate: text,
  dateUtc: text,
  endDateUtc: text,
  time: text,
  isDoubleHeader: flag,
  showAtVs: flag,
  tbd: flag,
  allDay: flag,
  teamPrefix: text,
  status: text,
  locationIndicator: text,
  location: text,
  isConference: flag,
  conference: text,
  isSpotlight: flag,
  type: text,
  tournament: text,
  ticketLink: linkish,
  schedule: nullable(z.object({ id: num, title: text, url: text })),
  opponent: nullable(z.object({ id: num, title: text, image: text, prefix: text, name: text })),
  media: nullable(
    z.object({
      video: text,
      audio: text,
      stats: text,
      tickets: text,
      gameNote: text,
      gamePromotionName: text,
      tv: text,
      radio: text,
      custom1: text,
      custom2: text,
      custom3: text,
      gameFiles: nullable(z.array(z.object({ title: text, url: text }))),
    }),
  ),
  result: nullable(
    z.object({
      status: text,
      teamScore: text,
      opponentScore: text,
      preScore: text,
      postScore: text,
      boxScore: text,
    }),
  ),
  eventImage: nullable(z.object({ image: text, altText: text })),
});
export type SidearmEvent = z.infer<typeof SidearmEventSchema>;

// schema/v2/scheduleGames/scheduleGamesSchema.js (GET /ScheduleGames/{gameId}): one game; `opponent.image` is an
// object here (`fullpath`, `filename`, `path`, `title`, `alt`), media links are `{title, url, label}`.
const MediaLinkSchema = nullable(z.object({ title: text, url: text, label: text }));
export const SidearmScheduleGameSchema = z.object({
  id: z.number(),
  opponent: nullable(
    z.object({
      id: num,
      title: text,
      prefix: text,
      website: text,
      mascot: text,
      image: nullable(z.object({ fullpath: text, path: text, filename: text, alt: text })),
    }),
  ),
  media: nullable(z.object({ video: MediaLinkSchema, audio: MediaLinkSchema, stats: MediaLinkSchema, tickets: MediaLinkSchema })),
  result: nullable(z.object({ recap: MediaLinkSchema })),
  tournament: nullable(z.object({ title: text })),
});
export type SidearmScheduleGame = z.infer<typeof SidearmScheduleGameSchema>;

// schema/v2/schedule/recordSchema.js (GET /Schedule/{scheduleId}/Record): the season's records as SIDEARM shows them.
export const SidearmRecordSchema = z.object({
  scheduleId: num,
  overallRecord: text,
  conferenceRecord: text,
  homeRecord: text,
  awayRecord: text,
  neutralRecord: text,
  streak: text,
});
export type SidearmRecord = z.infer<typeof SidearmRecordSchema>;

const STATUSES = ['A', 'O', 'C', 'P', 'N'] as const;
const RESULTS = ['W', 'L', 'T', 'N'] as const;
const LOCATIONS = ['H', 'A', 'N'] as const;
const TYPES = ['C', 'E', 'S', 'T', 'X'] as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null | undefined): T | null => {
  const v = (value ?? '').trim().toUpperCase();
  return (values as readonly string[]).includes(v) ? (v as T) : null;
};

/** A SIDEARM game this site cannot represent: the game is left out and the reason reported. */
export class UnmappableGame extends Error {}

/** A SIDEARM media link (a string in EventsResults, `{url}` in ScheduleGames), kept only when safe to follow. */
const linkOf = (value: string | { url?: string | null } | null | undefined): string | null =>
  safeLink(typeof value === 'string' || value == null ? value : value.url);

/**
 * A SIDEARM game (its EventsResults entry, with its ScheduleGames answer when there is one) as our Game (spec 3),
 * in the season the schedule it belongs to is for. An unknown status, location or type throws UnmappableGame.
 * A null `dateUtc` (a date to be announced) falls back to the local date; a null `result` is no result. The
 * opponent's image is SIDEARM's URL until the importer copies the file.
 */
export function gameFromSidearm(w: SidearmEvent, detail: SidearmScheduleGame | null, sportId: number, season: string): Game {
  const status = oneOf(STATUSES, w.status);
  if (!status) throw new UnmappableGame(`unknown game status "${w.status ?? ''}"`);
  const location = oneOf(LOCATIONS, w.locationIndicator);
  if (!location) throw new UnmappableGame(`unknown location indicator "${w.locationIndicator ?? ''}"`);
  const type = w.type == null || w.type.trim() === '' ? 'S' : oneOf(TYPES, w.type);
  if (!type) throw new UnmappableGame(`unknown game type "${w.type ?? ''}"`);
  const date = orNull(w.date) ?? orNull(w.dateUtc);
  if (!date) throw new UnmappableGame('no date');
  const resultStatus = w.result ? oneOf(RESULTS, w.result.status) : null;
  const result =
    w.result && resultStatus
      ? {
          status: resultStatus,
          team_score: orNull(w.result.teamScore),
          opponent_score: orNull(w.result.opponentScore),
          prescore: orNull(w.result.preScore),
          postscore: orNull(w.result.postScore),
          boxscore: linkOf(w.result.boxScore),
          recap: linkOf(detail?.result?.recap),
          line_scores: null,
        }
      : null;
  const opponentImage = orNull(detail?.opponent?.image?.fullpath) ?? orNull(w.opponent?.image);
  const media = w.media;
  return GameSchema.parse({
    id: w.id,
    sport_id: sportId,
    season,
    date,
    end_date: orNull(w.endDate),
    date_utc: orNull(w.dateUtc) ?? date,
    end_date_utc: orNull(w.endDateUtc),
    time: orNull(w.time),
    is_doubleheader: w.isDoubleHeader ?? false,
    is_all_day: w.allDay ?? false,
    tbd: w.tbd ?? false,
    team_prefix: orNull(w.teamPrefix),
    status,
    location_indicator: location,
    location: w.location ?? '',
    conference: orNull(w.conference),
    is_conference: w.isConference ?? false,
    show_atvs: w.showAtVs ?? true,
    is_spotlight: w.isSpotlight ?? false,
    type,
    tournament: orNull(w.tournament) ?? orNull(detail?.tournament?.title),
    opponent: {
      // SIDEARM's opponent id may be null (a one-off opponent): 0, "no opponent record", as the site's own rows.
      id: detail?.opponent?.id ?? w.opponent?.id ?? 0,
      title: orNull(w.opponent?.title) ?? orNull(w.opponent?.name) ?? orNull(detail?.opponent?.title) ?? 'TBA',
      prefix: orNull(w.opponent?.prefix) ?? orNull(detail?.opponent?.prefix),
      image: opponentImage,
      website: safeLink(detail?.opponent?.website),
      mascot: orNull(detail?.opponent?.mascot),
    },
    media: {
      audio: linkOf(media?.audio ?? detail?.media?.audio),
      video: linkOf(media?.video ?? detail?.media?.video),
      stats: linkOf(media?.stats ?? detail?.media?.stats),
      tickets: linkOf(media?.tickets ?? detail?.media?.tickets),
      custom1: linkOf(media?.custom1),
      custom2: linkOf(media?.custom2),
      custom3: linkOf(media?.custom3),
      tv: orNull(media?.tv),
      radio: orNull(media?.radio),
      game_note: orNull(media?.gameNote),
      promotion_name: orNull(media?.gamePromotionName),
      gamefiles: (media?.gameFiles ?? []).flatMap((f) => {
        const url = linkOf(f.url);
        return url && f.title ? [{ title: f.title, url }] : [];
      }),
    },
    result,
    game_state:
      status === 'C'
        ? GAME_STATE.Canceled
        : status === 'P'
          ? GAME_STATE.Postponed
          : result
            ? GAME_STATE.GameComplete
            : GAME_STATE.Scheduled,
    game_state_display: null,
    game_center_enabled: false,
    event_image: orNull(w.eventImage?.image),
    ticket_link: typeof w.ticketLink === 'string' ? safeLink(w.ticketLink) : null,
    game_links: [],
    galleries: [],
  });
}

/** "12-5" or "12-5-2" (W-L-T), as SIDEARM writes a record. */
export const recordText = (r: WinLoss): string => (r.ties > 0 ? `${r.wins}-${r.losses}-${r.ties}` : `${r.wins}-${r.losses}`);

/**
 * Where SIDEARM's record of a season differs from the one computed from the imported games (spec 3 Schedule
 * record): one entry per differing record, e.g. `overall: SIDEARM 3-1, imported games 2-1`.
 */
export function recordMismatches(sidearm: SidearmRecord, games: readonly Game[]): string[] {
  const ours = recordOf([...games].sort((a, b) => a.date_utc.localeCompare(b.date_utc)));
  const pairs: [string, string | null | undefined, WinLoss][] = [
    ['overall', sidearm.overallRecord, ours.overall],
    ['conference', sidearm.conferenceRecord, ours.conference],
    ['home', sidearm.homeRecord, ours.home],
    ['away', sidearm.awayRecord, ours.away],
    ['neutral', sidearm.neutralRecord, ours.neutral],
  ];
  return pairs.flatMap(([name, theirs, computed]) => {
    const t = orNull(theirs)?.replace(/\s/g, '');
    if (!t) return [];
    // SIDEARM writes "5-2-0" as well as "5-2".
    const normal = t.replace(/^(\d+-\d+)-0$/, '$1');
    return normal === recordText(computed) ? [] : [`${name}: SIDEARM ${t}, imported games ${recordText(computed)}`];
  });
}

/** Opponent 0 is "no opponent record" here; SIDEARM says so with null. */
const opponentId = (g: Game): number | null => (g.opponent.id === 0 ? null : g.opponent.id);

/**
 * Our game as SIDEARM's `EventsResults/results` / `upcoming` entry, in the schedule (season) `schedule` names.
 * The opponent's logo is a string here, as in SIDEARM's lists.
 */
export function eventToSidearm(g: Game, schedule: { id: number; title: string }) {
  return {
    id: g.id,
    date: g.date,
    endDate: g.end_date,
    dateUtc: g.date_utc,
    endDateUtc: g.end_date_utc,
    time: g.time,
    isDoubleHeader: g.is_doubleheader,
    showAtVs: g.show_atvs,
    tbd: g.tbd,
    allDay: g.is_all_day,
    teamPrefix: g.team_prefix,
    status: g.status,
    locationIndicator: g.location_indicator,
    location: g.location,
    isConference: g.is_conference,
    conference: g.conference,
    isSpotlight: g.is_spotlight,
    type: g.type,
    tournament: g.tournament,
    ticketLink: g.ticket_link,
    schedule: { id: schedule.id, title: schedule.title, url: null },
    opponent: { id: opponentId(g), title: g.opponent.title, image: g.opponent.image, prefix: g.opponent.prefix, name: null },
    media: {
      video: g.media.video,
      audio: g.media.audio,
      stats: g.media.stats,
      tickets: g.media.tickets,
      gameNote: g.media.game_note,
      gamePromotionName: g.media.promotion_name,
      tv: g.media.tv,
      radio: g.media.radio,
      custom1: g.media.custom1,
      custom2: g.media.custom2,
      custom3: g.media.custom3,
      gameFiles: g.media.gamefiles.map((f) => ({ title: f.title, url: f.url })),
    },
    result: g.result
      ? {
          status: g.result.status,
          teamScore: g.result.team_score,
          opponentScore: g.result.opponent_score,
          preScore: g.result.prescore,
          postScore: g.result.postscore,
          boxScore: g.result.boxscore,
        }
      : null,
    eventImage: g.event_image ? { image: g.event_image, altText: null } : null,
  } satisfies SidearmEvent;
}

const mediaLink = (url: string | null) => (url ? { title: null, url, label: null } : null);

/** Our game as SIDEARM's `ScheduleGames/{id}` answer: the opponent's logo is an object and media links `{url}` here. */
export function scheduleGameToSidearm(g: Game) {
  return {
    id: g.id,
    opponent: {
      id: opponentId(g),
      title: g.opponent.title,
      prefix: g.opponent.prefix,
      website: g.opponent.website,
      mascot: g.opponent.mascot,
      image: g.opponent.image ? { fullpath: g.opponent.image, path: null, filename: null, alt: null } : null,
    },
    media: {
      video: mediaLink(g.media.video),
      audio: mediaLink(g.media.audio),
      stats: mediaLink(g.media.stats),
      tickets: mediaLink(g.media.tickets),
    },
    result: g.result ? { recap: mediaLink(g.result.recap) } : null,
    tournament: g.tournament === null ? null : { title: g.tournament },
  } satisfies SidearmScheduleGame;
}

/** One season's record (spec 3 Schedule record, computed from its games) as SIDEARM's `Schedule/{id}/Record`. */
export function recordToSidearm(scheduleId: number, games: readonly Game[]) {
  const ours = recordOf([...games].sort((a, b) => a.date_utc.localeCompare(b.date_utc)));
  return {
    scheduleId,
    overallRecord: recordText(ours.overall),
    conferenceRecord: recordText(ours.conference),
    homeRecord: recordText(ours.home),
    awayRecord: recordText(ours.away),
    neutralRecord: recordText(ours.neutral),
    streak: ours.streak ?? '',
  } satisfies SidearmRecord;
}
