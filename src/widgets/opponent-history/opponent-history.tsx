import type { WidgetComponentProps } from '#registry/define-widget.ts';
import type { OpponentHistoryData, OpponentHistoryProps } from './opponent-history.schema.ts';
import { SmartLink } from '#src/chrome/smart-link.tsx';
import { formatDate, formatPercent } from '../shared/format.ts';
import '../shared/results-table.css';
import './opponent-history.css';

const wlt = (r: { wins: number; losses: number; ties: number }) => [r.wins, r.losses, ...(r.ties > 0 ? [r.ties] : [])].join('-');
const OUTCOME = { W: 'Win', L: 'Loss', T: 'Tie', N: 'Result' } as const;

/** spec 2.1 opponent history: every opponent's all-time record, or one opponent's meetings with box scores. */
export default function OpponentHistory({ data }: WidgetComponentProps<OpponentHistoryProps, OpponentHistoryData>) {
  const base = `/sports/${data.sport.slug}/opponent-history`;
  if (data.opponent) {
    const { row, meetings } = data.opponent;
    return (
      <section className="opponent-history container" aria-label={`${data.sport.title} against ${row.name}`}>
        <p>
          All-time: <strong>{wlt(row.record)}</strong>
          {row.record.pct === null ? '' : ` (${formatPercent(row.record.pct)})`}
          {row.streak ? ` · Streak: ${row.streak}` : ''}
        </p>
        {/* Wide data scrolls in its own box, the date in view (README "Visual system"): the page never does. */}
        <div className="table-scroll">
          <table className="results-table">
            <caption>
              Every meeting with <bdi>{row.name}</bdi>
            </caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Season</th>
                <th scope="col">Site</th>
                <th scope="col">Result</th>
                <th scope="col">Box score</th>
              </tr>
            </thead>
            <tbody>
              {meetings.map((m) => (
                <tr key={m.id}>
                  <th scope="row">
                    <time dateTime={m.date}>{formatDate(m.date)}</time>
                  </th>
                  <td>{m.season}</td>
                  <td>
                    {m.versus} · {m.location}
                  </td>
                  <td className={`results-${m.status}`}>
                    {OUTCOME[m.status]} {m.score}
                  </td>
                  <td>
                    {m.boxscore ? (
                      <SmartLink href={m.boxscore}>
                        Box score<span className="visually-hidden">, {formatDate(m.date)}</span>
                      </SmartLink>
                    ) : (
                      '–'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          <SmartLink href={base}>All opponents</SmartLink>
        </p>
      </section>
    );
  }
  return (
    <section className="opponent-history container" aria-label={`${data.sport.title} opponent history`}>
      {data.opponents.length === 0 ? (
        <p className="empty-state">No games against opponents are on record yet.</p>
      ) : (
        <div className="table-scroll">
          <table className="results-table">
            <caption>{data.sport.title} all-time record by opponent</caption>
            <thead>
              <tr>
                <th scope="col">Opponent</th>
                <th scope="col">W-L-T</th>
                <th scope="col">Pct.</th>
                <th scope="col">Games</th>
                <th scope="col">First meeting</th>
                <th scope="col">Last meeting</th>
                <th scope="col">Streak</th>
              </tr>
            </thead>
            <tbody>
              {data.opponents.map((o) => (
                <tr key={o.id}>
                  <th scope="row">
                    <SmartLink href={o.url} className="opponent-history-name">
                      <bdi>{o.name}</bdi>
                    </SmartLink>
                  </th>
                  <td>{wlt(o.record)}</td>
                  <td>{o.record.pct === null ? '–' : formatPercent(o.record.pct)}</td>
                  <td>{o.meetings}</td>
                  <td>{formatDate(o.first)}</td>
                  <td>{formatDate(o.last)}</td>
                  <td>{o.streak ?? '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
