import { useId } from 'react';
import type { WidgetComponentProps } from '#registry/define-widget.ts';
import type { CalendarData, CalendarProps } from './calendar.schema.ts';
import { SmartLink } from '#src/chrome/smart-link.tsx';
import { AfterHydration } from '../shared/after-hydration.tsx';
import { DayList, MonthGrid } from './calendar-parts.tsx';
import { Agenda } from './calendar-agenda.tsx';
import './calendar.css';

/** Games a day cell of the month grid shows before "+N more" (a cell's height stays that of four entries). */
const GRID_DAY_LIMIT = 4;

const LOCATIONS = [
  ['all', 'All'],
  ['home', 'Home'],
  ['away', 'Away'],
  ['neutral', 'Neutral'],
] as const;

/** spec 2.1 calendar: month grid or list of every game, filtered by sport and location, with no JavaScript needed. */
export default function Calendar({ data, props }: WidgetComponentProps<CalendarProps, CalendarData>) {
  const id = useId();
  if (props.variant === 'print') {
    return (
      <section className="calendar calendar-print" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{data.title}</h2>
        <AfterHydration>
          <button type="button" className="calendar-print-button" onClick={() => window.print()}>
            Print
          </button>
        </AfterHydration>
        {data.view === 'month' ? <MonthGrid data={data} captionId={`${id}-caption`} /> : <DayList data={data} />}
      </section>
    );
  }
  return (
    <section className="calendar container" aria-labelledby={`${id}-caption`}>
      <form method="get" action={data.action} className="calendar-filters" aria-label="Filter the calendar">
        <input type="hidden" name="month" value={data.month} />
        {data.view === 'list' ? <input type="hidden" name="view" value="list" /> : null}
        {data.sportOptions.length > 0 ? (
          <div className="calendar-filter">
            <label htmlFor={`${id}-sport`}>Sport</label>
            <select id={`${id}-sport`} name="sport" defaultValue={data.selected.sport}>
              <option value="">All sports</option>
              {data.sportOptions.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="calendar-filter">
          <label htmlFor={`${id}-location`}>Location</label>
          <select id={`${id}-location`} name="location" defaultValue={data.selected.location}>
            {LOCATIONS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button-primary">
          Show
        </button>
      </form>
      <nav className="calendar-nav" aria-label="Months and views">
        <div className="calendar-months">
          <SmartLink href={data.links.previous}>
            <span aria-hidden="true">‹ </span>Previous month
          </SmartLink>
          <span className="calendar-month-title">{data.title}</span>
          <SmartLink href={data.links.next}>
            Next month<span aria-hidden="true"> ›</span>
          </SmartLink>
        </div>
        <div className="calendar-views">
          <SmartLink href={data.links.month} aria-current={data.view === 'month' ? 'page' : undefined}>
            Month
          </SmartLink>
          <SmartLink href={data.links.list} aria-current={data.view === 'list' ? 'page' : undefined}>
            List
          </SmartLink>
          <SmartLink href={data.links.print}>Print</SmartLink>
          <SmartLink href={data.links.ics}>Add to calendar (iCal)</SmartLink>
        </div>
      </nav>
      <p role="status" className="visually-hidden">
        {data.title}: {data.total === 1 ? '1 game' : `${data.total} games`}
      </p>
      {data.view === 'month' ? (
        <>
          {/* spec 9: phones get the agenda, tablets and up the grid; calendar.css picks one at 768 px (decision 0017). */}
          <MonthGrid data={data} captionId={`${id}-caption`} limit={GRID_DAY_LIMIT} className="calendar-grid-month" />
          <Agenda data={data} className="calendar-agenda-month" />
        </>
      ) : (
        <>
          <h3 id={`${id}-caption`} className="visually-hidden">
            {data.title}
          </h3>
          <Agenda data={data} className="calendar-list" />
        </>
      )}
    </section>
  );
}
