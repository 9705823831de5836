import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { RosterData } from './roster.schema.ts';
import { ROSTER_SORTS, ROSTER_SORT_LABELS, isRosterSort, type RosterSort } from '../shared/roster-sort.ts';

export type RosterView = 'list' | 'grid';

/**
 * Season choice: a labelled select and a Go button (changing a select must not navigate by itself, WCAG
 * 3.2.2). A season with no roster (typed into the address) is listed too, so the select shows it.
 */
export function SeasonSelect({ data, id }: { data: RosterData; id: string }) {
  const navigate = useNavigate();
  const seasons = data.season === null || data.seasons.some((s) => s.title === data.season)
    ? data.seasons
    : [{ title: data.season, url: data.rosterUrl }, ...data.seasons];
  const [chosen, setChosen] = useState(data.season ?? '');
  if (seasons.length === 0) return null;
  return (
    <form
      className="roster-season"
      onSubmit={(event) => {
        event.preventDefault();
        const target = seasons.find((s) => s.title === chosen);
        if (target && chosen !== data.season) void navigate(target.url, { preventScrollReset: true });
      }}
    >
      <label htmlFor={`${id}-season`}>Season</label>
      <select id={`${id}-season`} value={chosen} onChange={(event) => setChosen(event.target.value)}>
        {seasons.map((s) => (
          <option key={s.title} value={s.title}>
            {s.title}
          </option>
        ))}
      </select>
      <button type="submit" className="button button-primary">
        Go
      </button>
    </form>
  );
}

export function SortSelect({ sort, onChange, id }: { sort: RosterSort; onChange: (sort: RosterSort) => void; id: string }) {
  return (
    <div className="roster-sort">
      <label htmlFor={`${id}-sort`}>Sort by</label>
      <select
        id={`${id}-sort`}
        value={sort}
        onChange={(event) => {
          if (isRosterSort(event.target.value)) onChange(event.target.value);
        }}
      >
        {ROSTER_SORTS.map((value) => (
          <option key={value} value={value}>
            {ROSTER_SORT_LABELS[value]}
          </option>
        ))}
      </select>
    </div>
  );
}

const VIEW_LABELS: Record<RosterView, string> = { list: 'List', grid: 'Grid' };

/** Two toggle buttons: the pressed one is the view shown. */
export function ViewToggle({ view, onChange }: { view: RosterView; onChange: (view: RosterView) => void }) {
  return (
    <div className="roster-view" role="group" aria-label="Roster view">
      {(['list', 'grid'] as const).map((value) => (
        <button key={value} type="button" className="button roster-view-button" aria-pressed={view === value} onClick={() => onChange(value)}>
          {VIEW_LABELS[value]}
        </button>
      ))}
    </div>
  );
}
