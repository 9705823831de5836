import type { ScheduleData, ScheduleProps } from './schedule.schema.ts';
import type { WidgetComponentProps } from '#registry/define-widget.ts';
import { SmartLink } from '#src/chrome/smart-link.tsx';
import { useHydrated } from '#src/chrome/use-hydrated.ts';
import { CONFERENCE_LEGEND, CONFERENCE_MARK } from './game-parts.tsx';
import { GameRow } from './game-row.tsx';
import { LocationFilter } from './location-filter.tsx';
import { ScheduleRecordList } from '../shared/schedule-record.tsx';
import { SeasonSelect } from './season-select.tsx';
import { Subscribe } from './subscribe.tsx';
import { filterByLocation, locationLabel, useLocationFilter } from './use-location-filter.ts';

/** The schedule page (spec 2.1): season selector, location filter, record, games, iCal subscription. */
export function SchedulePage({ props, data, id }: WidgetComponentProps<ScheduleProps, ScheduleData>) {
  const [location, setLocation] = useLocationFilter(props.defaultLocation);
  const hydrated = useHydrated();
  const games = filterByLocation(data.games, location);
  const label = locationLabel(location);
  const seasonName = data.season ? `${data.season} Season` : 'Schedule';
  return (
    <section className="schedule schedule-page" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="schedule-heading">
        {seasonName}
      </h3>
      <div className="schedule-toolbar">
        <SeasonSelect id={id} data={data} location={location} />
        {data.games.length > 0 ? <LocationFilter id={id} value={location} onChange={setLocation} hydrated={hydrated} /> : null}
        <ul className="schedule-versions">
          <li>
            <SmartLink href={data.urls.text}>Text version</SmartLink>
          </li>
          <li>
            <SmartLink href={data.urls.print}>Print version</SmartLink>
          </li>
        </ul>
      </div>
      {props.showRecord && data.record.overall.pct !== null ? (
        <section className="schedule-record" aria-labelledby={`${id}-record`}>
          <h4 id={`${id}-record`}>Record</h4>
          <ScheduleRecordList record={data.record} />
        </section>
      ) : null}
      {data.games.length === 0 ? (
        <p className="empty-state">No games are scheduled{data.season ? ` for the ${data.season} season` : ''}.</p>
      ) : (
        <>
          <p className="schedule-count" role="status">
            {location === '' ? `${games.length} games` : `${games.length} of ${data.games.length} games (${label})`}
          </p>
          {games.length === 0 ? (
            <p className="empty-state">No {label.toLowerCase()} games this season.</p>
          ) : (
            <ol className="schedule-games">
              {games.map((game) => (
                <li key={game.id}>
                  <GameRow game={game} teamName={data.teamName} />
                </li>
              ))}
            </ol>
          )}
          {data.games.some((game) => game.is_conference) ? (
            <p className="schedule-legend">
              <span aria-hidden="true">{CONFERENCE_MARK}</span> {CONFERENCE_LEGEND}
            </p>
          ) : null}
        </>
      )}
      {data.season ? <Subscribe id={id} data={data} /> : null}
    </section>
  );
}
