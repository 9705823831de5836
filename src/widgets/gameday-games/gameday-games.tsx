import type { WidgetComponentProps } from '#registry/define-widget.ts';
import type { GamedayGamesData, GamedayGamesProps } from './gameday-games.schema.ts';
import { GameCards } from '../shared/game-cards.tsx';
import '../shared/page-blocks.css';

/** spec 2.4/4 concurrent GameDay: the games of several takeovers at once, each to its game center. */
export default function GamedayGames({ data, id }: WidgetComponentProps<GamedayGamesProps, GamedayGamesData>) {
  return (
    <section className="container" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{data.games.length === 1 ? 'Today’s game' : `${data.games.length} games today`}</h2>
      <GameCards games={data.games} />
    </section>
  );
}
