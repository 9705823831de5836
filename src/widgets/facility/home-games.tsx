import type { FacilityData } from './facility.schema.ts';
import { SmartLink } from '#src/chrome/smart-link.tsx';
import { formatGameDay } from '../shared/format.ts';

type SportGames = FacilityData['sports'][number];

/** One sport that plays here, with its next home games (computed from the stored schedule). */
export function HomeGames({ sport, facility }: { sport: SportGames; facility: string }) {
  return (
    <li>
      <h4>
        <SmartLink href={sport.url}>{sport.title}</SmartLink>
      </h4>
      {sport.games.length === 0 ? (
        <p className="empty-state">No upcoming home games</p>
      ) : (
        <table className="facility-games">
          <caption>
            Next {sport.title} home games at {facility}
          </caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Time</th>
              <th scope="col">Opponent</th>
            </tr>
          </thead>
          <tbody>
            {sport.games.map((g) => (
              <tr key={g.id}>
                <th scope="row">
                  <time dateTime={g.date}>{formatGameDay(g.date)}</time>
                </th>
                <td>{g.time ?? 'TBA'}</td>
                <td>
                  vs. {g.opponent}
                  {g.note ? <span className="facility-muted"> ({g.note})</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p>
        <SmartLink href={sport.scheduleUrl}>Full {sport.title} schedule</SmartLink>
      </p>
    </li>
  );
}
