import { useId } from 'react';
import type { WidgetComponentProps } from '#registry/define-widget.ts';
import type { ResultsData, ResultsProps } from './results.schema.ts';
import { SmartLink } from '#src/chrome/smart-link.tsx';
import { AfterHydration } from '../shared/after-hydration.tsx';
import { formatGameDay } from '../shared/format.ts';
import { ScheduleRecordList, winLoss } from '../shared/schedule-record.tsx';
import '../shared/results-table.css';

const OUTCOME = { W: 'Win', L: 'Loss', T: 'Tie', N: 'Result' } as const;
const TYPE_LABEL = {
  all: 'All results',
  conference: 'Conference results',
  home: 'Home results',
  away: 'Away results',
  neutral: 'Neutral-site results',
} as const;

/** spec 2.1 results: a season's completed games with W/L/T and scores, and the record they add up to. */
export default function Results({ data, props }: WidgetComponentProps<ResultsProps, ResultsData>) {
  const id = useId();
  const print = props.variant === 'print';
  const caption = `${data.sport.title} ${data.season ?? ''} ${TYPE_LABEL[data.type]}: ${winLoss(data.record.overall)}`;
  return (
    <section className={print ? 'results results-print' : 'results container'} aria-labelledby={`${id}-caption`}>
      {print ? (
        <AfterHydration>
          <button type="button" className="results-print-button" onClick={() => window.print()}>
            Print
          </button>
        </AfterHydration>
      ) : null}
      {!print && data.seasons.length > 1 ? (
        <form method="get" className="results-season" aria-label="Choose a season">
          <label htmlFor={`${id}-season`}>Season</label>
          <select id={`${id}-season`} name="season" defaultValue={data.season ?? undefined}>
            {data.seasons.map((s) => (
              <option key={s.title} value={s.title}>
                {s.title}
              </option>
            ))}
          </select>
          <button type="submit" className="button button-primary">
            Go
          </button>
        </form>
      ) : null}
      {!print ? <ScheduleRecordList record={data.record} /> : null}
      {data.results.length === 0 ? (
        <p className="empty-state">No completed games{data.season ? ` in ${data.season}` : ''} yet.</p>
      ) : (
        // Wide data scrolls in its own box with the date in view (README "Visual system"); the page never does.
        <div className="table-scroll results-table-scroll">
          <table className="results-table">
            <caption id={`${id}-caption`}>{caption}</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Opponent</th>
                <th scope="col">Result</th>
                <th scope="col">Site</th>
                {print ? null : <th scope="col">Links</th>}
              </tr>
            </thead>
            <tbody>
              {data.results.map((r) => (
                <tr key={r.id}>
                  <td>
                    <time dateTime={r.date}>{formatGameDay(r.date)}</time>
                  </td>
                  <th scope="row">
                    {r.versus} {r.opponent}
                    {r.conference ? <abbr title="Conference game"> *</abbr> : null}
                  </th>
                  <td className={`results-${r.status}`}>
                    {OUTCOME[r.status]} {r.score}
                    {r.note ? ` (${r.note})` : ''}
                  </td>
                  <td>{r.location}</td>
                  {print ? null : (
                    <td>
                      {r.links.map((l) => (
                        <SmartLink key={l.url} href={l.url}>
                          {l.title}
                          <span className="visually-hidden">
                            , {r.versus} {r.opponent}
                          </span>
                        </SmartLink>
                      ))}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {!print && data.printUrl ? (
        <p>
          <SmartLink href={data.printUrl}>Printable results</SmartLink>
        </p>
      ) : null}
    </section>
  );
}
