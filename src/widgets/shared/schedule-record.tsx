import type { ScheduleRecord, WinLoss } from '#schemas/game-rules.ts';
import { VisuallyHidden } from '#src/chrome/visually-hidden.tsx';
import { formatPercent } from './format.ts';

const RECORD_ROWS = [
  ['overall', 'Overall'],
  ['conference', 'Conference'],
  ['home', 'Home'],
  ['away', 'Away'],
  ['neutral', 'Neutral'],
] as const;
const STREAK_WORDS: Record<string, string> = { W: 'won', L: 'lost', T: 'tied' };

/** '8-3', or '8-3-1' with ties. */
export function winLoss(record: WinLoss): string {
  return [record.wins, record.losses, ...(record.ties > 0 ? [record.ties] : [])].join('-');
}

/** spec 9: percentages with one decimal. */
function pct(record: WinLoss): string {
  return record.pct === null ? '' : ` (${formatPercent(record.pct)})`;
}

/** 'W3', said as "won 3 in a row". */
function Streak({ streak }: { streak: string }) {
  const words = STREAK_WORDS[streak.charAt(0)];
  return (
    <>
      <span aria-hidden="true">{streak}</span>
      <VisuallyHidden>{`${words} ${streak.slice(1)} in a row`}</VisuallyHidden>
    </>
  );
}

/** spec 3 Schedule page record: overall, conference, streak, home, away, neutral, with percentages. */
export function ScheduleRecordList({ record, className }: { record: ScheduleRecord; className?: string }) {
  return (
    <dl className={className ?? 'schedule-record-list'}>
      {RECORD_ROWS.map(([key, label]) => (
        <div key={key}>
          <dt>{label}</dt>
          <dd>
            {winLoss(record[key])}
            <span className="schedule-record-pct">{pct(record[key])}</span>
          </dd>
        </div>
      ))}
      {record.streak ? (
        <div>
          <dt>Streak</dt>
          <dd>
            <Streak streak={record.streak} />
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
