import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { LocationValue } from '../shared/schedule-game.ts';
import type { ScheduleData } from './schedule.schema.ts';
import { withLocation } from './use-location-filter.ts';

interface SeasonSelectProps {
  id: string;
  data: ScheduleData;
  location: LocationValue;
}

/** The season selector: choosing does nothing until "Go" (no change of page on select, WCAG 3.2.2). */
export function SeasonSelect({ id, data, location }: SeasonSelectProps) {
  const navigate = useNavigate();
  if (data.seasons.length < 2) return null;
  const current = data.seasons.find((season) => season.title === data.season)?.url;

  function go(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const url = new FormData(event.currentTarget).get('season');
    if (typeof url === 'string' && url) void navigate(withLocation(url, location));
  }

  return (
    <form className="schedule-season" onSubmit={go}>
      <label htmlFor={`${id}-season`}>Season</label>
      <select id={`${id}-season`} name="season" defaultValue={current}>
        {data.seasons.map((season) => (
          <option key={season.title} value={season.url}>
            {season.title}
          </option>
        ))}
      </select>
      <button type="submit" className="button button-primary">
        Go
      </button>
    </form>
  );
}
