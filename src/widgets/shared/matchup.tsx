import type { ReactNode } from 'react';
import { VisuallyHidden } from '#src/chrome/visually-hidden.tsx';
import { monogramOf } from './initials.ts';
import './matchup.css';
import { imageUrl } from './image-url.ts';

export interface MatchupTeam {
  name: string;
  /** The team's logo; null draws its initials in the same box, so the layout never has a hole. */
  logo: string | null;
  /** null before the game (no score yet). */
  score: string | number | null;
}

/** A team's logo, or its monogram in the same box when it has none (no hole in the layout). Decorative: the name is written beside it. */
export function TeamLogo({
  name,
  logo,
  size,
  className,
  monogramClassName,
}: {
  name: string;
  logo: string | null;
  size: number;
  className: string;
  monogramClassName: string;
}) {
  return logo ? (
    <img className={className} src={imageUrl(logo, { width: size * 2 })} alt="" width={size} height={size} />
  ) : (
    <span className={`${className} ${monogramClassName}`} aria-hidden="true">
      {monogramOf(name)}
    </span>
  );
}

function Team({ team, side }: { team: MatchupTeam; side: 'school' | 'opponent' }) {
  return (
    <div className={`matchup-team matchup-${side}`}>
      <TeamLogo name={team.name} logo={team.logo} size={80} className="matchup-logo" monogramClassName="matchup-monogram" />
      <span className="matchup-name">{team.name}</span>
      {team.score !== null ? (
        <span className="matchup-score">
          <VisuallyHidden>{team.name} score: </VisuallyHidden>
          {team.score}
        </span>
      ) : null}
    </div>
  );
}

/**
 * The head of a game's page (spec 2.1 box score and game center): both teams with logo, name and score, the status
 * above (between them when wide) and the facts (date, site) below. On phones the teams are two rows (logo, name that wraps, score) so
 * it fits 320 px whatever the names; from tablet width the wide three-column version (README "Visual system").
 */
export function Matchup({
  school,
  opponent,
  status,
  facts,
}: {
  school: MatchupTeam;
  opponent: MatchupTeam;
  /** The game's state: "Final", a live period and clock, "Result pending", "vs"… */
  status: ReactNode;
  facts: ReactNode;
}) {
  return (
    <div className="matchup">
      <div className="matchup-status">{status}</div>
      <Team team={school} side="school" />
      <Team team={opponent} side="opponent" />
      <div className="matchup-facts">{facts}</div>
    </div>
  );
}
