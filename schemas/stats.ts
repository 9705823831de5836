// Box score stats: the stat tables of each sport, the stored box score, and the sums every stats page
// computes from it. One source of truth: cumulative stats, leaders and totals are sums of stored box scores.
import * as z from 'zod/mini';

export interface StatColumn {
  key: string;
  label: string;
  /** What screen readers and tooltips say for the abbreviation. */
  title: string;
  /** Summed into team totals and season totals (false: a best, such as the longest run). */
  sum: 'sum' | 'max';
}

export interface StatTable {
  key: string;
  title: string;
  columns: readonly StatColumn[];
}

const col = (key: string, label: string, title: string, sum: 'sum' | 'max' = 'sum'): StatColumn => ({ key, label, title, sum });

const FOOTBALL: readonly StatTable[] = [
  {
    key: 'passing',
    title: 'Passing',
    columns: [
      col('cmp', 'CMP', 'Completions'),
      col('att', 'ATT', 'Attempts'),
      col('yds', 'YDS', 'Passing yards'),
      col('td', 'TD', 'Touchdown passes'),
      col('int', 'INT', 'Interceptions thrown'),
    ],
  },
  {
    key: 'rushing',
    title: 'Rushing',
    columns: [
      col('car', 'CAR', 'Carries'),
      col('yds', 'YDS', 'Rushing yards'),
      col('td', 'TD', 'Rushing touchdowns'),
      col('long', 'LONG', 'Longest run', 'max'),
    ],
  },
  {
    key: 'receiving',
    title: 'Receiving',
    columns: [
      col('rec', 'REC', 'Receptions'),
      col('yds', 'YDS', 'Receiving yards'),
      col('td', 'TD', 'Receiving touchdowns'),
      col('long', 'LONG', 'Longest reception', 'max'),
    ],
  },
  {
    key: 'kicking',
    title: 'Kicking',
    columns: [
      col('fgm', 'FGM', 'Field goals made'),
      col('fga', 'FGA', 'Field goals attempted'),
      col('xpm', 'XPM', 'Extra points made'),
      col('pts', 'PTS', 'Points'),
    ],
  },
  {
    key: 'defense',
    title: 'Defense',
    columns: [
      col('tot', 'TOT', 'Total tackles'),
      col('sacks', 'SACK', 'Sacks'),
      col('int', 'INT', 'Interceptions'),
      col('sfty', 'SFTY', 'Safeties'),
    ],
  },
];
const BASKETBALL: readonly StatTable[] = [
  {
    key: 'players',
    title: 'Players',
    columns: [
      col('min', 'MIN', 'Minutes'),
      col('fgm', 'FGM', 'Field goals made'),
      col('fga', 'FGA', 'Field goals attempted'),
      col('fg3m', '3PM', 'Three-pointers made'),
      col('fg3a', '3PA', 'Three-pointers attempted'),
      col('ftm', 'FTM', 'Free throws made'),
      col('fta', 'FTA', 'Free throws attempted'),
      col('reb', 'REB', 'Rebounds'),
      col('ast', 'AST', 'Assists'),
      col('stl', 'STL', 'Steals'),
      col('blk', 'BLK', 'Blocks'),
      col('to', 'TO', 'Turnovers'),
      col('pf', 'PF', 'Personal fouls'),
      col('pts', 'PTS', 'Points'),
    ],
  },
];
const BASEBALL: readonly StatTable[] = [
  {
    key: 'batting',
    title: 'Batting',
    columns: [
      col('ab', 'AB', 'At bats'),
      col('r', 'R', 'Runs'),
      col('h', 'H', 'Hits'),
      col('rbi', 'RBI', 'Runs batted in'),
      col('bb', 'BB', 'Walks'),
      col('so', 'SO', 'Strikeouts'),
    ],
  },
  {
    key: 'pitching',
    title: 'Pitching',
    columns: [
      col('outs', 'IP', 'Innings pitched'),
      col('h', 'H', 'Hits allowed'),
      col('r', 'R', 'Runs allowed'),
      col('er', 'ER', 'Earned runs'),
      col('bb', 'BB', 'Walks'),
      col('so', 'SO', 'Strikeouts'),
    ],
  },
];
const GOALS: readonly StatTable[] = [
  {
    key: 'field',
    title: 'Field players',
    columns: [col('sh', 'SH', 'Shots'), col('sog', 'SOG', 'Shots on goal'), col('g', 'G', 'Goals'), col('a', 'A', 'Assists')],
  },
  { key: 'goalkeeping', title: 'Goalkeeping', columns: [col('ga', 'GA', 'Goals against'), col('sv', 'SV', 'Saves')] },
];
const HOCKEY: readonly StatTable[] = [
  {
    key: 'skaters',
    title: 'Skaters',
    columns: [
      col('g', 'G', 'Goals'),
      col('a', 'A', 'Assists'),
      col('pts', 'PTS', 'Points'),
      col('sog', 'SOG', 'Shots on goal'),
      col('pim', 'PIM', 'Penalty minutes'),
    ],
  },
  { key: 'goalies', title: 'Goalies', columns: [col('ga', 'GA', 'Goals against'), col('sv', 'SV', 'Saves')] },
];
const VOLLEYBALL: readonly StatTable[] = [
  {
    key: 'players',
    title: 'Players',
    columns: [
      col('k', 'K', 'Kills'),
      col('e', 'E', 'Attack errors'),
      col('ta', 'TA', 'Total attacks'),
      col('a', 'A', 'Assists'),
      col('sa', 'SA', 'Service aces'),
      col('b', 'B', 'Blocks'),
      col('digs', 'DIG', 'Digs'),
    ],
  },
];
const GENERIC: readonly StatTable[] = [{ key: 'scoring', title: 'Scoring', columns: [col('pts', 'PTS', 'Points')] }];

const SHEETS: Record<string, readonly StatTable[]> = {
  mfootbl: FOOTBALL,
  mbaskbl: BASKETBALL,
  wbaskbl: BASKETBALL,
  mbasebl: BASEBALL,
  wsoftbl: BASEBALL,
  msoccer: GOALS,
  wsoccer: GOALS,
  mlacros: GOALS,
  wlacros: GOALS,
  wfieldh: GOALS,
  mwpolo: GOALS,
  wwpolo: GOALS,
  mhockey: HOCKEY,
  whockey: HOCKEY,
  mvolley: VOLLEYBALL,
  wvolley: VOLLEYBALL,
};

/** The stat tables a sport's box scores carry (spec 3 Game details), by global short name; a generic sheet else. */
export function statSheet(globalShortName: string): readonly StatTable[] {
  return SHEETS[globalShortName] ?? GENERIC;
}

export const StatLineSchema = z.object({
  name: z.string(),
  number: z.nullable(z.string()),
  position: z.nullable(z.string()),
  /** The roster entry (our side), for links to the bio and season sums per player. */
  player_id: z.nullable(z.number()),
  /** One value per column of the table, in order. */
  stats: z.array(z.number()),
});
export type StatLine = z.infer<typeof StatLineSchema>;

export const TeamBoxSchema = z.object({
  name: z.string(),
  /** Stat lines by table key (statSheet order). */
  tables: z.record(z.string(), z.array(StatLineSchema)),
});
export type TeamBox = z.infer<typeof TeamBoxSchema>;

export const ScoringPlaySchema = z.object({
  period: z.number(),
  clock: z.nullable(z.string()),
  side: z.enum(['school', 'opponent']),
  text: z.string(),
  school: z.number(),
  opponent: z.number(),
});
export type ScoringPlay = z.infer<typeof ScoringPlaySchema>;

/** A stored box score (collection box_scores, id = game id). Line score, score and site stay on the game. */
export const BoxScoreSchema = z.object({
  game_id: z.number(),
  sport_id: z.number(),
  season: z.string(),
  school: TeamBoxSchema,
  opponent: TeamBoxSchema,
  scoring: z.array(ScoringPlaySchema),
  officials: z.array(z.string()),
  weather: z.nullable(z.string()),
});
export type BoxScore = z.infer<typeof BoxScoreSchema>;

/** Team totals of one table: sums (or bests) of every line, column by column. */
export function tableTotals(table: StatTable, lines: readonly StatLine[]): number[] {
  return table.columns.map((c, i) =>
    lines.reduce((acc, line) => (c.sum === 'max' ? Math.max(acc, line.stats[i] ?? 0) : acc + (line.stats[i] ?? 0)), 0),
  );
}

/** The value of a column in a line, by key. */
export function statOf(table: StatTable, line: Pick<StatLine, 'stats'>, key: string): number {
  const i = table.columns.findIndex((c) => c.key === key);
  return i < 0 ? 0 : (line.stats[i] ?? 0);
}

/** The points a team's box score accounts for: what must equal its final score where scoring adds up. */
export function pointsOf(globalShortName: string, team: TeamBox): number | null {
  const sheet = statSheet(globalShortName);
  const sum = (tableKey: string, key: string) => {
    const table = sheet.find((t) => t.key === tableKey);
    return table ? (team.tables[tableKey] ?? []).reduce((acc, line) => acc + statOf(table, line, key), 0) : 0;
  };
  // Football: six per touchdown run or caught, the kicker's points (field goals, extra points), two per safety.
  if (sheet === FOOTBALL) return 6 * (sum('rushing', 'td') + sum('receiving', 'td')) + sum('kicking', 'pts') + 2 * sum('defense', 'sfty');
  if (sheet === BASKETBALL) return sum('players', 'pts');
  if (sheet === BASEBALL) return sum('batting', 'r');
  if (sheet === GOALS) return sum('field', 'g');
  if (sheet === HOCKEY) return sum('skaters', 'g');
  if (sheet === GENERIC) return sum('scoring', 'pts');
  return null; // volleyball: sets are not a sum of stats
}

/** Innings pitched from outs: 20 outs → "6.2" (spec 9 formats aside, the box-score convention). */
export function inningsOf(outs: number): string {
  return `${Math.floor(outs / 3)}.${outs % 3}`;
}

/** spec 9: percentages with one decimal ("45.5%"); nothing attempted: "–". */
export function percentOf(made: number, attempted: number): string {
  return attempted > 0 ? `${((made / attempted) * 100).toFixed(1)}%` : '–';
}

/** The team comparison rows of a box score: [label, value of a side's totals]. */
type TeamStat = [label: string, value: (t: (table: string, key: string) => number) => string];
const made = (m: number, a: number) => `${m}-${a} (${percentOf(m, a)})`;
const TEAM_STATS = new Map<readonly StatTable[], readonly TeamStat[]>([
  [
    FOOTBALL,
    [
      ['Passing yards', (t) => String(t('passing', 'yds'))],
      ['Rushing yards', (t) => String(t('rushing', 'yds'))],
      ['Total yards', (t) => String(t('passing', 'yds') + t('rushing', 'yds'))],
      ['Completions-attempts', (t) => `${t('passing', 'cmp')}-${t('passing', 'att')}`],
      ['Interceptions thrown', (t) => String(t('passing', 'int'))],
      ['Field goals', (t) => `${t('kicking', 'fgm')}-${t('kicking', 'fga')}`],
      ['Sacks', (t) => String(t('defense', 'sacks'))],
    ],
  ],
  [
    BASKETBALL,
    [
      ['Field goals', (t) => made(t('players', 'fgm'), t('players', 'fga'))],
      ['3-pointers', (t) => made(t('players', 'fg3m'), t('players', 'fg3a'))],
      ['Free throws', (t) => made(t('players', 'ftm'), t('players', 'fta'))],
      ['Rebounds', (t) => String(t('players', 'reb'))],
      ['Assists', (t) => String(t('players', 'ast'))],
      ['Turnovers', (t) => String(t('players', 'to'))],
      ['Steals', (t) => String(t('players', 'stl'))],
    ],
  ],
  [
    BASEBALL,
    [
      ['Runs', (t) => String(t('batting', 'r'))],
      ['Hits', (t) => String(t('batting', 'h'))],
      ['Walks', (t) => String(t('batting', 'bb'))],
      ['Strikeouts (pitching)', (t) => String(t('pitching', 'so'))],
    ],
  ],
  [
    GOALS,
    [
      ['Shots', (t) => String(t('field', 'sh'))],
      ['Shots on goal', (t) => String(t('field', 'sog'))],
      ['Saves', (t) => String(t('goalkeeping', 'sv'))],
    ],
  ],
  [
    HOCKEY,
    [
      ['Shots on goal', (t) => String(t('skaters', 'sog'))],
      ['Penalty minutes', (t) => String(t('skaters', 'pim'))],
      ['Saves', (t) => String(t('goalies', 'sv'))],
    ],
  ],
  [
    VOLLEYBALL,
    [
      ['Kills', (t) => String(t('players', 'k'))],
      ['Attack errors', (t) => String(t('players', 'e'))],
      [
        'Hitting percentage',
        (t) => (t('players', 'ta') > 0 ? ((t('players', 'k') - t('players', 'e')) / t('players', 'ta')).toFixed(3) : '–'),
      ],
      ['Aces', (t) => String(t('players', 'sa'))],
      ['Blocks', (t) => String(t('players', 'b'))],
      ['Digs', (t) => String(t('players', 'digs'))],
    ],
  ],
  [GENERIC, [['Points', (t) => String(t('scoring', 'pts'))]]],
]);

/** A team's totals as the comparison rows of its sport's box score. */
export function teamStatsOf(globalShortName: string, team: TeamBox): { label: string; value: string }[] {
  const sheet = statSheet(globalShortName);
  const total = (tableKey: string, key: string) => {
    const table = sheet.find((t) => t.key === tableKey);
    if (!table) return 0;
    const i = table.columns.findIndex((c) => c.key === key);
    return tableTotals(table, team.tables[tableKey] ?? [])[i] ?? 0;
  };
  return (TEAM_STATS.get(sheet) ?? []).map(([label, value]) => ({ label, value: value(total) }));
}

/** The season leaders a sport's stats page shows: [table, column, label]. */
const LEADERS = new Map<readonly StatTable[], readonly (readonly [string, string, string])[]>([
  [
    FOOTBALL,
    [
      ['passing', 'yds', 'Passing yards'],
      ['rushing', 'yds', 'Rushing yards'],
      ['receiving', 'yds', 'Receiving yards'],
      ['defense', 'tot', 'Tackles'],
    ],
  ],
  [
    BASKETBALL,
    [
      ['players', 'pts', 'Points'],
      ['players', 'reb', 'Rebounds'],
      ['players', 'ast', 'Assists'],
    ],
  ],
  [
    BASEBALL,
    [
      ['batting', 'h', 'Hits'],
      ['batting', 'rbi', 'Runs batted in'],
      ['pitching', 'so', 'Strikeouts (pitching)'],
    ],
  ],
  [
    GOALS,
    [
      ['field', 'g', 'Goals'],
      ['field', 'a', 'Assists'],
      ['goalkeeping', 'sv', 'Saves'],
    ],
  ],
  [
    HOCKEY,
    [
      ['skaters', 'pts', 'Points'],
      ['skaters', 'g', 'Goals'],
      ['goalies', 'sv', 'Saves'],
    ],
  ],
  [
    VOLLEYBALL,
    [
      ['players', 'k', 'Kills'],
      ['players', 'digs', 'Digs'],
      ['players', 'sa', 'Service aces'],
    ],
  ],
  [GENERIC, [['scoring', 'pts', 'Points']]],
]);

export function leaderKeys(globalShortName: string): readonly (readonly [string, string, string])[] {
  return LEADERS.get(statSheet(globalShortName)) ?? [];
}

/** One person's season in one table: the sum (or best) of their lines over the games they have a line in. */
export interface SeasonLine {
  name: string;
  number: string | null;
  player_id: number | null;
  games: number;
  stats: number[];
}

/** Season sums per person of one table for one side, from the stored box scores (players by roster id, else by name). */
export function seasonLines(table: StatTable, boxes: readonly BoxScore[], side: 'school' | 'opponent'): SeasonLine[] {
  const people = new Map<string, SeasonLine>();
  for (const box of boxes) {
    for (const l of box[side].tables[table.key] ?? []) {
      const key = l.player_id !== null ? `id:${l.player_id}` : `name:${l.name}`;
      const found = people.get(key) ?? {
        name: l.name,
        number: l.number,
        player_id: l.player_id,
        games: 0,
        stats: table.columns.map(() => 0),
      };
      found.games += 1;
      found.stats = found.stats.map((v, i) => (table.columns[i]?.sum === 'max' ? Math.max(v, l.stats[i] ?? 0) : v + (l.stats[i] ?? 0)));
      people.set(key, found);
    }
  }
  return [...people.values()];
}
