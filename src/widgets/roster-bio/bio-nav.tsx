import { SmartLink } from '#src/chrome/smart-link.tsx';
import type { RosterBioData } from './roster-bio.schema.ts';

function Neighbour({ player, direction }: { player: RosterBioData['previous']; direction: 'Previous' | 'Next' }) {
  if (!player) return null;
  return (
    <li className={`roster-bio-${direction.toLowerCase()}`}>
      <SmartLink href={player.url}>
        <span className="roster-bio-nav-label">{direction} player</span>{' '}
        <span className="roster-bio-nav-name">
          {player.jersey_number === null ? '' : `#${player.jersey_number} `}
          {player.name}
        </span>
      </SmartLink>
    </li>
  );
}

/** Previous and next player in the roster's jersey order, and the way back to that season's roster. */
export function BioNav({ data }: { data: RosterBioData }) {
  return (
    <nav className="roster-bio-nav" aria-label="Roster">
      <ul>
        <Neighbour player={data.previous} direction="Previous" />
        <li className="roster-bio-back">
          <SmartLink href={data.rosterUrl}>
            Back to roster
            <span className="visually-hidden">
              {' '}
              ({data.season} {data.sport.title})
            </span>
          </SmartLink>
        </li>
        <Neighbour player={data.next} direction="Next" />
      </ul>
    </nav>
  );
}
