import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useHydrated } from '#src/chrome/use-hydrated.ts';
import { SmartLink } from '#src/chrome/smart-link.tsx';
import type { RosterData, RosterProps } from './roster.schema.ts';
import { ROSTER_SORT_LABELS, type RosterSort } from '../shared/roster-sort.ts';
import type { WidgetComponentProps } from '#registry/define-widget.ts';
import { RosterCoaches, RosterGrid } from './roster-grid.tsx';
import { OrderForm, SeasonSelect, SortSelect, ViewToggle, orderFromQuery, type RosterView } from './roster-controls.tsx';
import { RosterPrint } from './roster-print.tsx';
import { RosterTable } from './roster-table.tsx';
import { sortPlayers } from './sort-players.ts';
import { emptyRosterText, rosterCaption } from '../shared/format-player.ts';

const playerCount = (n: number) => `${n} ${n === 1 ? 'player' : 'players'}`;

/**
 * spec 2.1 roster list: season choice, list and grid views, spec 9 sorts, in the browser once React runs; the page
 * is rendered in the sort and view its URL asks for (`?sort=name&view=grid`), so the controls work as HTML first.
 */
function RosterPage({ props, data, id }: WidgetComponentProps<RosterProps, RosterData>) {
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  const first = orderFromQuery(searchParams, { sort: props.defaultSort, view: props.defaultView });
  const [sort, setSort] = useState<RosterSort>(first.sort);
  const [view, setView] = useState<RosterView>(first.view);
  const [announcement, setAnnouncement] = useState('');
  // A new season arrives through a client navigation with the widget still mounted: say what changed.
  const [shownSeason, setShownSeason] = useState(data.season);
  if (shownSeason !== data.season) {
    setShownSeason(data.season);
    setAnnouncement(
      data.players.length === 0 ? emptyRosterText(data.season) : `Showing the ${data.season} roster, ${playerCount(data.players.length)}.`,
    );
  }
  const players = sortPlayers(data.players, sort);
  const caption = rosterCaption(data);
  const empty = data.players.length === 0;

  return (
    <section className="roster" aria-label={caption}>
      <div className="roster-toolbar">
        <SeasonSelect key={data.season} data={data} id={id} />
        {empty ? null : (
          <>
            <OrderForm id={id} />
            <SortSelect
              id={id}
              view={view}
              hydrated={hydrated}
              sort={sort}
              onChange={(next) => {
                setSort(next);
                setAnnouncement(`Sorted by ${ROSTER_SORT_LABELS[next]}.`);
              }}
            />
            <ViewToggle
              id={id}
              view={view}
              onChange={(next) => {
                setView(next);
                setAnnouncement(`Showing the ${next} view.`);
              }}
            />
          </>
        )}
        {empty ? null : (
          <SmartLink href={data.printUrl} className="roster-print-link">
            Print roster
          </SmartLink>
        )}
      </div>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      {empty ? (
        <p className="empty-state">{emptyRosterText(data.season)}</p>
      ) : view === 'list' ? (
        <RosterTable players={players} caption={caption} sort={sort} />
      ) : (
        <RosterGrid players={players} label={`${caption}, sorted by ${ROSTER_SORT_LABELS[sort]}`} />
      )}
      <RosterCoaches coaches={data.coaches} headingId={`${id}-coaches`} />
    </section>
  );
}

export default function Roster(widget: WidgetComponentProps<RosterProps, RosterData>) {
  return widget.props.variant === 'print' ? <RosterPrint data={widget.data} id={widget.id} /> : <RosterPage {...widget} />;
}
