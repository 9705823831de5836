import { LOCATION_OPTIONS } from '#schemas/constants.ts';
import type { LocationValue } from '../shared/schedule-game.ts';

interface LocationFilterProps {
  id: string;
  value: LocationValue;
  onChange: (value: LocationValue) => void;
}

/** spec 9: All, Home, Away, Neutral. Native radios: Tab reaches the group, arrow keys choose. */
export function LocationFilter({ id, value, onChange }: LocationFilterProps) {
  return (
    <fieldset className="schedule-filter">
      <legend>Location</legend>
      <div className="schedule-filter-options">
        {LOCATION_OPTIONS.map((option) => (
          <label key={option.value} className="schedule-filter-option">
            <input
              type="radio"
              name={`${id}-location`}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
