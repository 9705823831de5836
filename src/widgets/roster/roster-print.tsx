import { SmartLink } from '#src/chrome/smart-link.tsx';
import type { RosterData } from './roster.schema.ts';
import { emptyRosterText, rosterCaption } from '../shared/format-player.ts';
import { AfterHydration } from '../shared/after-hydration.tsx';
import { RosterTable } from './roster-table.tsx';

/**
 * spec 2.1 roster print (a fullscreen route: no chrome): a plain table of every player in jersey order and the
 * coaches. The print styles in roster.css hide the buttons and keep the tables readable on paper.
 */
export function RosterPrint({ data, id }: { data: RosterData; id: string }) {
  const caption = rosterCaption(data);
  return (
    <section className="roster roster-print" aria-labelledby={`${id}-title`}>
      <header className="roster-print-header">
        <h2 id={`${id}-title`}>{caption}</h2>
        <div className="roster-print-actions">
          {/* This page is the print route: the browser's own Print works on it; the button needs React. */}
          <AfterHydration>
            <button type="button" className="button button-primary" onClick={() => window.print()}>
              Print
            </button>
          </AfterHydration>
          <SmartLink href={data.rosterUrl}>Back to roster</SmartLink>
        </div>
      </header>
      {data.players.length === 0 ? (
        <p className="empty-state">{emptyRosterText(data.season)}</p>
      ) : (
        <RosterTable players={data.players} caption="Players" sort="jersey" links={false} />
      )}
      {data.coaches.length === 0 ? null : (
        <table className="roster-table roster-print-coaches">
          <caption>Coaching Staff</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Title</th>
            </tr>
          </thead>
          <tbody>
            {data.coaches.map((coach) => (
              <tr key={coach.id}>
                <td>{coach.name}</td>
                <td>{coach.title}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
