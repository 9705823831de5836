import type { ReactNode } from 'react';
import type { RosterBioPlayer } from './roster-bio.schema.ts';
import { formatWeight } from '../shared/format-player.ts';
import { Height } from '../shared/player-values.tsx';

const FIELDS: ReadonlyArray<readonly [label: string, value: (p: RosterBioPlayer) => ReactNode]> = [
  ['Position', (p) => p.position_long],
  ['Height', (p) => (p.height_feet === null ? null : <Height feet={p.height_feet} inches={p.height_inches} />)],
  ['Weight', (p) => formatWeight(p.weight)],
  ['Class', (p) => p.academic_year],
  ['Hometown', (p) => p.hometown],
  ['High School', (p) => p.high_school],
  ['Previous School', (p) => p.previous_school],
  ['Major', (p) => p.major],
];

/** The player's facts as a description list; a missing value leaves its row out. */
export function BioFields({ player }: { player: RosterBioPlayer }) {
  const rows = FIELDS.map(([label, value]) => [label, value(player)] as const).filter(([, value]) => value !== null);
  if (rows.length === 0) return null;
  return (
    <dl className="roster-bio-fields">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
