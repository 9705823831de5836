import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { RosterData } from './roster.schema.ts';
import { ROSTER_SORTS, ROSTER_SORT_LABELS, isRosterSort, type RosterSort } from '../shared/roster-sort.ts';

export type RosterView = 'list' | 'grid';

/**
 * Season choice: a labelled select and a Go button (changing a select must not navigate by itself, WCAG
 * 3.2.2). A season with no roster (typed into the address) is listed too, so the select shows it. A GET form
 * before hydration and without JavaScript (`?season=` answers with the season's address); once React runs, a
 * client navigation.
 */
export function SeasonSelect({ data, id }: { data: RosterData; id: string }) {
  const navigate = useNavigate();
  const seasons =
    data.season === null || data.seasons.some((s) => s.title === data.season)
      ? data.seasons
      : [{ title: data.season, url: data.rosterUrl }, ...data.seasons];
  const [chosen, setChosen] = useState(data.season ?? '');
  if (seasons.length === 0) return null;
  return (
    <form
      className="roster-season"
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        const target = seasons.find((s) => s.title === chosen);
        if (target && chosen !== data.season) void navigate(target.url, { preventScrollReset: true });
      }}
    >
      <label htmlFor={`${id}-season`}>Season</label>
      <select id={`${id}-season`} name="season" value={chosen} onChange={(event) => setChosen(event.target.value)}>
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

/** The query parameters of the sort and view the roster page shows first (the server renders them from the URL). */
export const SORT_QUERY = 'sort';
export const VIEW_QUERY = 'view';

/** The URL's sort and view, else the widget's defaults. */
export function orderFromQuery(searchParams: URLSearchParams, defaults: { sort: RosterSort; view: RosterView }) {
  const sort = searchParams.get(SORT_QUERY) ?? '';
  const view = searchParams.get(VIEW_QUERY);
  return { sort: isRosterSort(sort) ? sort : defaults.sort, view: view === 'list' || view === 'grid' ? view : defaults.view };
}

/**
 * The sort and view controls belong to this empty GET form (through their `form` attribute, so the toolbar's
 * layout is unchanged): before hydration and without JavaScript they load the page sorted as asked
 * (docs/decisions/0010-controls-before-hydration.md); once React runs, they sort in place.
 */
export function OrderForm({ id }: { id: string }) {
  return <form id={`${id}-order`} method="get" hidden />;
}

interface SortSelectProps {
  sort: RosterSort;
  onChange: (sort: RosterSort) => void;
  id: string;
  /** The view shown, kept when the HTML form is sent with the Sort button. */
  view: RosterView;
  hydrated: boolean;
}

export function SortSelect({ sort, onChange, id, view, hydrated }: SortSelectProps) {
  return (
    <div className="roster-sort">
      <label htmlFor={`${id}-sort`}>Sort by</label>
      <select
        id={`${id}-sort`}
        name={SORT_QUERY}
        form={`${id}-order`}
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
      {/* Choosing must not load a page by itself (WCAG 3.2.2): as HTML, the sort applies on this button. */}
      {hydrated ? (
        // Once React sorts on change the button has no job, but its room stays: the toolbar keeps the layout of
        // the first paint, so nothing below it moves at hydration (CLS budget).
        <span className="button button-primary roster-sort-room" aria-hidden="true">
          Sort
        </span>
      ) : (
        <button type="submit" className="button button-primary" form={`${id}-order`} name={VIEW_QUERY} value={view}>
          Sort
        </button>
      )}
    </div>
  );
}

const VIEW_LABELS: Record<RosterView, string> = { list: 'List', grid: 'Grid' };

/** Two toggle buttons: the pressed one is the view shown. As HTML they send the order form (OrderForm). */
export function ViewToggle({ view, onChange, id }: { view: RosterView; onChange: (view: RosterView) => void; id: string }) {
  return (
    <div className="roster-view segmented" role="group" aria-label="Roster view">
      {(['list', 'grid'] as const).map((value) => (
        <button
          key={value}
          type="submit"
          form={`${id}-order`}
          name={VIEW_QUERY}
          value={value}
          className="segmented-item roster-view-button"
          aria-pressed={view === value}
          onClick={(event) => {
            event.preventDefault();
            onChange(value);
          }}
        >
          {VIEW_LABELS[value]}
        </button>
      ))}
    </div>
  );
}
