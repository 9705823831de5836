import { useSearchParams } from 'react-router';
import { LOCATION_OPTIONS } from '#schemas/constants.ts';
import { gameTimeLabel } from '#schemas/game-rules.ts';
import type { ScheduleData, ScheduleProps } from './schedule.schema.ts';
import type { ScheduleGame } from '../shared/schedule-game.ts';
import type { WidgetComponentProps } from '#registry/define-widget.ts';
import { SmartLink } from '#src/chrome/smart-link.tsx';
import {
  broadcastLines,
  CONFERENCE_LEGEND,
  DOUBLEHEADER_LABEL,
  GameLinks,
  GameOutcome,
  gameDay,
  LOCATION_WORDS,
  locationMarker,
  opponentName,
} from './game-parts.tsx';
import { winLoss } from '../shared/schedule-record.tsx';
import { filterByLocation, locationFromQuery, locationLabel, withLocation } from './use-location-filter.ts';

function notes(game: ScheduleGame): string[] {
  const marks = [
    game.is_conference ? CONFERENCE_LEGEND : null,
    game.tournament,
    game.is_doubleheader ? DOUBLEHEADER_LABEL : null,
    game.note,
  ];
  return [...marks.filter((note) => note !== null), ...broadcastLines(game)];
}

/**
 * The text schedule (spec 2.1, fullscreen): one plain table with a caption, words instead of marks, no images
 * and nothing interactive but links. The location filter is a set of links (`?location=`).
 */
export function ScheduleText({ props, data }: WidgetComponentProps<ScheduleProps, ScheduleData>) {
  const [searchParams] = useSearchParams();
  const location = locationFromQuery(searchParams, props.defaultLocation);
  const games = filterByLocation(data.games, location);
  const title = `${data.teamName} ${data.sport.title} Schedule`;
  const where = location === '' ? '' : `, ${locationLabel(location).toLowerCase()} games`;
  const { overall, conference } = data.record;
  return (
    <div className="schedule schedule-text">
      <h2>{title}</h2>
      <p className="schedule-text-links">
        <SmartLink href={data.urls.page}>Full schedule</SmartLink> · <SmartLink href={data.urls.print}>Print version</SmartLink>
      </p>
      <p className="schedule-text-links">
        Show:{' '}
        {LOCATION_OPTIONS.map((option, i) => (
          <span key={option.value}>
            {i > 0 ? ' · ' : null}
            <SmartLink href={withLocation(data.urls.text, option.value)} aria-current={option.value === location ? 'page' : undefined}>
              {option.label}
            </SmartLink>
          </span>
        ))}
      </p>
      {props.showRecord && overall.pct !== null ? (
        <p>
          Record: {winLoss(overall)} overall, {winLoss(conference)} conference{data.record.streak ? `, streak ${data.record.streak}` : ''}.
        </p>
      ) : null}
      {/* Eight columns do not fit a phone: the table scrolls in its own box, the date in view (spec 9, README). */}
      <div className="table-scroll schedule-table-scroll">
        <table className="schedule-text-table">
          <caption>
            {data.season ? `${data.season} season` : 'No season'}
            {where}: {games.length} games
          </caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Time</th>
              <th scope="col">Home or away</th>
              <th scope="col">Opponent</th>
              <th scope="col">Location</th>
              <th scope="col">Notes</th>
              <th scope="col">Result or status</th>
              <th scope="col">Links</th>
            </tr>
          </thead>
          <tbody>
            {games.map((game) => (
              <tr key={game.id}>
                <th scope="row">{gameDay(game)}</th>
                <td>{gameTimeLabel(game)}</td>
                <td>{LOCATION_WORDS[game.location_indicator]}</td>
                <td>
                  {locationMarker(game)} <bdi>{opponentName(game)}</bdi>
                </td>
                <td>{game.location}</td>
                <td>{notes(game).join('; ')}</td>
                <td>
                  <GameOutcome game={game} />
                </td>
                <td>
                  <GameLinks game={game} className="schedule-text-links-list" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
