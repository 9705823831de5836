import type { WidgetComponentProps } from '#registry/define-widget.ts';
import type { TicketsData, TicketsProps } from './tickets.schema.ts';
import { SmartLink } from '#src/chrome/smart-link.tsx';
import { VisuallyHidden } from '#src/chrome/visually-hidden.tsx';
import { formatGameDay } from '../shared/format.ts';
import '../shared/department-links.css';

const NEW_WINDOW = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** spec 2.1 tickets: the ticket office, and each ticketed sport with its next home game. */
export default function Tickets({ data, id }: WidgetComponentProps<TicketsProps, TicketsData>) {
  return (
    <section className="tickets container" aria-labelledby={`${id}-heading`}>
      {data.office ? (
        <p className="tickets-office">
          <a className="button" href={data.office} {...NEW_WINDOW}>
            Buy tickets at the ticket office<VisuallyHidden> (opens in a new window)</VisuallyHidden>
          </a>
        </p>
      ) : null}
      <h3 id={`${id}-heading`}>Tickets by sport</h3>
      {data.sports.length === 0 ? (
        <p className="empty-state">No sport sells tickets online right now.</p>
      ) : (
        <table className="tickets-table">
          <caption className="visually-hidden">Ticketed sports and their next home game</caption>
          <thead>
            <tr>
              <th scope="col">Sport</th>
              <th scope="col">Next home game</th>
              <th scope="col">Tickets</th>
            </tr>
          </thead>
          <tbody>
            {data.sports.map((s) => (
              <tr key={s.url}>
                <th scope="row">
                  <SmartLink href={s.url}>{s.title}</SmartLink>
                </th>
                <td>
                  {s.nextHome ? (
                    <>
                      {formatGameDay(s.nextHome.date)}, {s.nextHome.time}: vs {s.nextHome.opponent}
                      <br />
                      <span className="tickets-venue">{s.nextHome.location}</span>
                    </>
                  ) : (
                    'No home games scheduled'
                  )}
                </td>
                <td>
                  <a href={s.nextHome?.tickets ?? s.tickets} {...NEW_WINDOW}>
                    {s.nextHome ? 'Buy tickets' : 'Season tickets'}
                    <VisuallyHidden> for {s.title} (opens in a new window)</VisuallyHidden>
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
