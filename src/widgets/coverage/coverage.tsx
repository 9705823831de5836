import type { WidgetComponentProps } from '#registry/define-widget.ts';
import type { CoverageData, CoverageProps } from './coverage.schema.ts';
import { SmartLink } from '#src/chrome/smart-link.tsx';
import { SportFilter } from '../shared/sport-filter.tsx';
import { formatGameDay } from '../shared/format.ts';
import '../shared/press.css';

/** spec 2.1 coverage: the coming games on TV, radio and streams, by day, with the links to follow them. */
export default function Coverage({ data, id }: WidgetComponentProps<CoverageProps, CoverageData>) {
  return (
    <section className="coverage container" aria-labelledby={`${id}-intro`}>
      <SportFilter action={data.action} sports={data.sports} selected={data.selected} label="Coverage by sport" />
      <p id={`${id}-intro`}>Where to watch and listen to every broadcast game through {formatGameDay(data.through)}.</p>
      {data.days.length === 0 ? (
        <p className="empty-state">No broadcasts are scheduled in the coming weeks.</p>
      ) : (
        data.days.map((d) => (
          <div key={d.day} className="coverage-day">
            <h3>{formatGameDay(d.games[0]!.date)}</h3>
            <div className="table-scroll">
              <table className="coverage-table">
                <caption className="visually-hidden">Broadcasts on {formatGameDay(d.games[0]!.date)}</caption>
                <thead>
                  <tr>
                    <th scope="col">Game</th>
                    <th scope="col">Time</th>
                    <th scope="col">TV</th>
                    <th scope="col">Radio</th>
                    <th scope="col">Follow</th>
                  </tr>
                </thead>
                <tbody>
                  {d.games.map((g) => (
                    <tr key={g.id}>
                      <th scope="row">
                        <SmartLink href={g.sport.url}>{g.sport.title}</SmartLink> {g.versus} {g.opponent}
                      </th>
                      <td>{g.time}</td>
                      <td>{g.tv ?? '–'}</td>
                      <td>{g.radio ?? '–'}</td>
                      <td>
                        {g.watch ? <SmartLink href={g.watch}>Watch</SmartLink> : null}
                        {g.watch && (g.listen || g.stats) ? ' · ' : null}
                        {g.listen ? <SmartLink href={g.listen}>Listen</SmartLink> : null}
                        {g.listen && g.stats ? ' · ' : null}
                        {g.stats ? <SmartLink href={g.stats}>Live stats</SmartLink> : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        ))
      )}
    </section>
  );
}
