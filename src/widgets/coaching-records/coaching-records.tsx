import type { WidgetComponentProps } from '#registry/define-widget.ts';
import type { CoachingRecordsData, CoachingRecordsProps } from './coaching-records.schema.ts';
import { SmartLink } from '#src/chrome/smart-link.tsx';
import { SeasonTable, percentCell, winLossTie } from '../shared/season-table.tsx';
import '../shared/coaches.css';

/** spec 2.1, 3 coaching records: by year (a season a row) or overall (a coach a row). */
export default function CoachingRecords({ data }: WidgetComponentProps<CoachingRecordsProps, CoachingRecordsData>) {
  const base = `/sports/${data.sport.slug}/coaches`;
  return (
    <section className="coaching-records container" aria-label={`${data.sport.title} coaching records`}>
      <nav aria-label="Record views" className="records-views segmented">
        <SmartLink className="segmented-item" href={`${base}/year`} aria-current={data.type === 'year' ? 'page' : undefined}>
          By year
        </SmartLink>
        <SmartLink className="segmented-item" href={`${base}/overall`} aria-current={data.type === 'overall' ? 'page' : undefined}>
          By coach
        </SmartLink>
        <SmartLink className="segmented-item" href={base}>
          Current coaches
        </SmartLink>
      </nav>
      {data.type === 'year' ? (
        <SeasonTable rows={data.years} caption={`${data.sport.title} records by season`} />
      ) : (
        <div className="table-scroll">
          <table className="records-table">
            <caption>{data.sport.title} records by head coach</caption>
            <thead>
              <tr>
                <th scope="col">Head coach</th>
                <th scope="col">Years</th>
                <th scope="col">Seasons</th>
                <th scope="col">Overall</th>
                <th scope="col">Pct.</th>
                <th scope="col">Conference</th>
                <th scope="col">Conf. pct.</th>
              </tr>
            </thead>
            <tbody>
              {data.overall.map((c) => (
                <tr key={c.coach}>
                  <th scope="row">{c.coachUrl ? <SmartLink href={c.coachUrl}>{c.coach}</SmartLink> : c.coach}</th>
                  <td>{c.years}</td>
                  <td>{c.seasons}</td>
                  <td>{winLossTie(c.wins, c.losses, c.ties)}</td>
                  <td>{percentCell(c.pct)}</td>
                  <td>{winLossTie(c.confWins, c.confLosses, c.confTies)}</td>
                  <td>{percentCell(c.confPct)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
