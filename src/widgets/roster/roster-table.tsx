import { memo, type ReactNode } from 'react';
import { SmartLink } from '#src/chrome/smart-link.tsx';
import type { RosterRow } from './roster.schema.ts';
import type { RosterSort } from '../shared/roster-sort.ts';
import { formatWeight, fullName } from '../shared/format-player.ts';
import { imageUrl } from '../shared/image-url.ts';
import { Height, Position, UnpublishedBadge } from '../shared/player-values.tsx';
import { PersonPlaceholder } from '../shared/person-placeholder.tsx';

interface Column {
  label: string;
  /** The sort this column's order follows (aria-sort on its header). */
  sort?: RosterSort;
  cell: (p: RosterRow, links: boolean) => ReactNode;
}

/** The headshot a phone's card shows beside the name (hidden where the table is a table: roster.css). */
const HEADSHOT = { width: 48, height: 64 };

// Decorative (alt=""): the player's name is written right beside it. Lazy: from tablet width it is not displayed,
// and an image that is not displayed is never fetched.
function Headshot({ player }: { player: RosterRow }) {
  return player.image ? (
    <img
      className="roster-headshot"
      src={imageUrl(player.image.url, { width: HEADSHOT.width * 2 })}
      alt=""
      {...HEADSHOT}
      loading="lazy"
      decoding="async"
    />
  ) : (
    <PersonPlaceholder className="roster-headshot" name={fullName(player)} {...HEADSHOT} />
  );
}

// The order of these columns is the order roster.css lays a phone's card out by (nth-child).
const COLUMNS: readonly Column[] = [
  { label: 'No.', sort: 'jersey', cell: (p) => p.jersey_number },
  {
    label: 'Name',
    sort: 'name',
    cell: (p, links) => (
      <>
        {links ? (
          <>
            <Headshot player={p} />
            <SmartLink href={p.url}>{fullName(p)}</SmartLink>
          </>
        ) : (
          fullName(p)
        )}
        {p.published ? null : (
          <>
            {' '}
            <UnpublishedBadge />
          </>
        )}
      </>
    ),
  },
  { label: 'Position', sort: 'position', cell: (p) => <Position short={p.position_short} long={p.position_long} /> },
  { label: 'Height', sort: 'height', cell: (p) => <Height feet={p.height_feet} inches={p.height_inches} /> },
  { label: 'Weight', sort: 'weight', cell: (p) => formatWeight(p.weight) },
  { label: 'Class', sort: 'class', cell: (p) => p.academic_year },
  { label: 'Hometown', sort: 'hometown', cell: (p) => p.hometown },
  { label: 'High School', cell: (p) => p.high_school },
  { label: 'Previous School', cell: (p) => p.previous_school },
];

// Memoized: sorting in the browser only moves the rows; a hundred rows are not rendered again.
const PlayerRow = memo(function PlayerRow({ player, links }: { player: RosterRow; links: boolean }) {
  return (
    <tr>
      {COLUMNS.map((column) => (
        <td key={column.label}>{column.cell(player, links)}</td>
      ))}
    </tr>
  );
});

interface RosterTableProps {
  players: readonly RosterRow[];
  caption: string;
  sort: RosterSort;
  /** Names link to the bios on screen; the print page lists plain text. */
  links?: boolean;
}

/**
 * The list view (and the print page): a real table, one row per player (spec 9 sort columns first). On screen it is
 * one markup for every width (docs/decisions/0018-roster-cards-from-the-table.md): below spec 9's tablet width each
 * row is laid out as a compact card by CSS alone; from it, the table scrolls in its own box with number and name
 * in view.
 */
export function RosterTable({ players, caption, sort, links = true }: RosterTableProps) {
  return (
    // Without links nothing in the table takes focus: the wrap does, so keyboards can scroll it (axe).
    <div
      className={links ? 'table-scroll roster-list' : 'roster-table-wrap'}
      {...(links ? {} : { tabIndex: 0, role: 'region', 'aria-label': caption })}
    >
      <table className="roster-table">
        {/* The sort shows as aria-sort on its column header (and the widget announces changes). */}
        <caption>{caption}</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column.label} scope="col" aria-sort={column.sort === sort ? 'ascending' : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {players.map((player) => (
            <PlayerRow key={player.id} player={player} links={links} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
