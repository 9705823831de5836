import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { LOCATION_QUERY } from '#schemas/constants.ts';
import type { LocationValue } from '../shared/schedule-game.ts';
import type { ScheduleData } from './schedule.schema.ts';
import { withLocation } from './use-location-filter.ts';

interface SeasonSelectProps {
  id: string;
  data: ScheduleData;
  location: LocationValue;
}

/**
 * The season selector: choosing does nothing until "Go" (no change of page on select, WCAG 3.2.2). A GET form
 * before hydration and without JavaScript (`?season=` answers with the season's address, the location filter
 * kept); once React runs, a client navigation.
 */
export function SeasonSelect({ id, data, location }: SeasonSelectProps) {
  const navigate = useNavigate();
  if (data.seasons.length < 2) return null;

  function go(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const title = new FormData(event.currentTarget).get('season');
    const season = data.seasons.find((s) => s.title === title);
    if (season) void navigate(withLocation(season.url, location));
  }

  return (
    <form className="schedule-season" method="get" onSubmit={go}>
      <label htmlFor={`${id}-season`}>Season</label>
      <select id={`${id}-season`} name="season" defaultValue={data.season ?? undefined}>
        {data.seasons.map((season) => (
          <option key={season.title} value={season.title}>
            {season.title}
          </option>
        ))}
      </select>
      {location === '' ? null : <input type="hidden" name={LOCATION_QUERY} value={location} />}
      <button type="submit" className="button button-primary">
        Go
      </button>
    </form>
  );
}
