import { periodLabel } from '#schemas/game-rules.ts';
import type { ScheduleGame } from '../shared/schedule-game.ts';
import { VisuallyHidden } from '#src/chrome/visually-hidden.tsx';
import { gameContext, opponentName } from './game-parts.tsx';

/** The per-period score of a game, folded away (details/summary); headers by spec 4 period labels. */
export function LineScore({ game, teamName }: { game: ScheduleGame; teamName: string }) {
  const lines = game.result?.line_scores;
  if (!lines || lines.period_count === 0) return null;
  const periods = Array.from({ length: lines.period_count }, (_, i) => i);
  const cell = (value: number | null | undefined) => (value === null || value === undefined ? '–' : value);
  const rows = [
    { name: teamName, scores: lines.team, total: game.result?.team_score },
    { name: opponentName(game), scores: lines.opponent, total: game.result?.opponent_score },
  ];
  return (
    <details className="line-score">
      <summary>
        Line score<VisuallyHidden>, {gameContext(game)}</VisuallyHidden>
      </summary>
      {/* Scrolls in its own box when there are many periods, the team column kept in view (README "Visual system":
          .table-scroll); focusable so keyboards can scroll it. */}
      <div className="table-scroll" tabIndex={0} role="group" aria-label={`Line score, ${gameContext(game)}`}>
        <table>
          <caption className="visually-hidden">Line score, {gameContext(game)}</caption>
          <thead>
            <tr>
              <th scope="col">Team</th>
              {periods.map((i) => (
                <th key={i} scope="col">
                  {periodLabel(i + 1, lines.regulation)}
                </th>
              ))}
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.name}>
                <th scope="row">{row.name}</th>
                {periods.map((i) => (
                  <td key={i}>{cell(row.scores[i])}</td>
                ))}
                <td className="line-score-total">{row.total ?? '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
