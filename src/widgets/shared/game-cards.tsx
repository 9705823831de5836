import type { GameCard } from './game-card.ts';
import { SmartLink } from '#src/chrome/smart-link.tsx';
import { formatGameDay } from './format.ts';

/** Games as cards: sport, opponent, day and time (or the result), site; each links to its game center or schedule. */
export function GameCards({ games }: { games: GameCard[] }) {
  if (games.length === 0) return <p className="empty-state">No games to show right now.</p>;
  return (
    <ul className="game-cards">
      {games.map((g) => (
        <li key={g.id}>
          <SmartLink href={g.url}>
            <span className="game-card-sport">{g.sport}</span>
            <span className="game-card-match">
              {g.versus} {g.opponent}
            </span>
          </SmartLink>
          <span>{g.result ?? `${formatGameDay(g.date)}, ${g.time}`}</span>
          <span className="game-card-site">{g.location}</span>
        </li>
      ))}
    </ul>
  );
}
