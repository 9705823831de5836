import { useSearchParams } from 'react-router';
import { gameTimeLabel } from '#schemas/game-rules.ts';
import type { ScheduleData, ScheduleProps } from './schedule.schema.ts';
import type { WidgetComponentProps } from '#registry/define-widget.ts';
import { SmartLink } from '#src/chrome/smart-link.tsx';
import { CONFERENCE_LEGEND, CONFERENCE_MARK, ConferenceMark, GameOutcome, gameDay, LocationMarker, opponentName } from './game-parts.tsx';
import { AfterHydration } from '../shared/after-hydration.tsx';
import { ScheduleRecordList } from '../shared/schedule-record.tsx';
import { filterByLocation, locationFromQuery, locationLabel } from './use-location-filter.ts';

/** The printable schedule (spec 2.1, fullscreen): a compact table, a Print button, print styles in schedule.css. */
export function SchedulePrint({ props, data, id }: WidgetComponentProps<ScheduleProps, ScheduleData>) {
  const [searchParams] = useSearchParams();
  const location = locationFromQuery(searchParams, props.defaultLocation);
  const games = filterByLocation(data.games, location);
  const title = `${data.teamName} ${data.sport.title}${data.season ? ` ${data.season}` : ''} Schedule`;
  return (
    <div className="schedule schedule-print">
      <div className="schedule-print-header">
        <h2 id={`${id}-heading`}>
          {title}
          {location === '' ? null : ` (${locationLabel(location)})`}
        </h2>
        <p className="schedule-print-actions">
          {/* This page is the print route: the browser's own Print works on it; the button needs React. */}
          <AfterHydration>
            <button type="button" className="button button-primary" onClick={() => window.print()}>
              Print
            </button>
          </AfterHydration>
          <SmartLink href={data.urls.page}>Back to the schedule</SmartLink>
        </p>
      </div>
      {props.showRecord && data.record.overall.pct !== null ? (
        <ScheduleRecordList record={data.record} className="schedule-record-inline" />
      ) : null}
      {/* Nothing in the table takes the focus: the box itself does, or a keyboard cannot scroll it on a phone. */}
      <div className="table-scroll schedule-table-scroll" tabIndex={0} role="group" aria-labelledby={`${id}-heading`}>
        <table className="schedule-print-table" aria-labelledby={`${id}-heading`}>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Time</th>
              <th scope="col">Opponent</th>
              <th scope="col">Location</th>
              <th scope="col">Result</th>
            </tr>
          </thead>
          <tbody>
            {games.map((game) => (
              <tr key={game.id} data-location={game.location_indicator}>
                <td>{gameDay(game)}</td>
                <td>{gameTimeLabel(game)}</td>
                <th scope="row">
                  <LocationMarker game={game} /> <bdi>{opponentName(game)}</bdi>
                  <ConferenceMark game={game} />
                  {game.tournament ? <span className="schedule-print-sub">{game.tournament}</span> : null}
                </th>
                <td>{game.location}</td>
                <td>
                  <GameOutcome game={game} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {games.length === 0 ? <p className="empty-state">No games.</p> : null}
      {data.games.some((game) => game.is_conference) ? (
        <p className="schedule-legend">
          <span aria-hidden="true">{CONFERENCE_MARK}</span> {CONFERENCE_LEGEND}
        </p>
      ) : null}
    </div>
  );
}
