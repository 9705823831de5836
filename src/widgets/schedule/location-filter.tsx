import { LOCATION_OPTIONS, LOCATION_QUERY } from '#schemas/constants.ts';
import type { LocationValue } from '../shared/schedule-game.ts';

interface LocationFilterProps {
  id: string;
  value: LocationValue;
  onChange: (value: LocationValue) => void;
  hydrated: boolean;
}

/**
 * spec 9: All, Home, Away, Neutral. Native radios: Tab reaches the group, arrow keys choose. They belong to an
 * empty GET form (their `form` attribute keeps the toolbar's layout): before hydration and without JavaScript the
 * Filter button loads `?location=` (docs/decisions/0010-controls-before-hydration.md); once React runs, choosing
 * filters in place and the button is gone.
 */
export function LocationFilter({ id, value, onChange, hydrated }: LocationFilterProps) {
  const formId = `${id}-location-form`;
  return (
    <fieldset className="schedule-filter">
      <legend>Location</legend>
      <form id={formId} method="get" hidden />
      <div className="schedule-filter-options segmented">
        {LOCATION_OPTIONS.map((option) => (
          <label key={option.value} className="schedule-filter-option segmented-item">
            <input
              type="radio"
              form={formId}
              name={LOCATION_QUERY}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {/* Choosing must not load a page by itself (WCAG 3.2.2): as HTML, the filter applies on this button. */}
      {hydrated ? null : (
        <button type="submit" form={formId} className="button button-primary schedule-filter-apply">
          Filter
        </button>
      )}
    </fieldset>
  );
}
