import type { LocationValue } from '../shared/schedule-game.ts';
import type { ScheduleData } from './schedule.schema.ts';
import { withLocation } from './use-location-filter.ts';

const FEEDS: readonly { label: string; location: LocationValue }[] = [
  { label: 'All games', location: '' },
  { label: 'Home games only', location: 'H' },
  { label: 'Away games only', location: 'A' },
];

/** The season as iCalendar feeds. Plain links: the .ics path is served by the server, not a page route. */
export function Subscribe({ id, data }: { id: string; data: ScheduleData }) {
  return (
    <section className="schedule-subscribe" aria-labelledby={`${id}-subscribe`}>
      <h4 id={`${id}-subscribe`}>Subscribe (iCal)</h4>
      <ul>
        {FEEDS.map((feed) => (
          <li key={feed.label}>
            <a href={withLocation(data.urls.ics, feed.location)} type="text/calendar">
              {feed.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
