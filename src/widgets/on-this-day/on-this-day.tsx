import type { WidgetComponentProps } from '#registry/define-widget.ts';
import type { OnThisDayData, OnThisDayProps } from './on-this-day.schema.ts';
import { SmartLink } from '#src/chrome/smart-link.tsx';
import { StoryCard } from '../shared/story-card.tsx';
import './on-this-day.css';

const RESULT = { W: 'Won', L: 'Lost', T: 'Tied', N: 'Played' } as const;

/** spec 2.1 on this day: what happened on this date in earlier years, newest year first; the day before and after. */
export default function OnThisDay({ data, id }: WidgetComponentProps<OnThisDayProps, OnThisDayData>) {
  return (
    <section className="on-this-day container" aria-labelledby={`${id}-day`}>
      <h3 id={`${id}-day`} className="visually-hidden">
        {data.label} in Falcons history
      </h3>
      {data.notice ? (
        <p role="note" className="otd-notice">
          {data.notice}
        </p>
      ) : null}
      <nav aria-label="Other days" className="otd-days">
        <SmartLink href={data.previous.href}>Previous day: {data.previous.label}</SmartLink>
        <SmartLink href={data.next.href}>Next day: {data.next.label}</SmartLink>
      </nav>
      {data.years.length === 0 ? <p className="empty-state">Nothing in the archives for {data.label} yet.</p> : null}
      {data.years.map((year) => (
        <section key={year.year} aria-labelledby={`${id}-${year.year}`} className="otd-year">
          <h3 id={`${id}-${year.year}`}>{year.year}</h3>
          {year.results.length > 0 ? (
            <ul className="otd-results">
              {year.results.map((r) => (
                <li key={r.id}>
                  {r.sportTitle}: {RESULT[r.status]} {r.score} {r.versus} {r.opponent}
                  {r.url ? (
                    <>
                      {' '}
                      ·{' '}
                      <SmartLink href={r.url}>
                        Box score
                        <span className="visually-hidden">
                          , {r.sportTitle} {r.versus} {r.opponent}, {year.year}
                        </span>
                      </SmartLink>
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
          {year.stories.length > 0 ? (
            <ul className="otd-stories">
              {year.stories.map((story) => (
                <li key={story.id}>
                  <StoryCard story={story} featured={false} headingLevel={4} />
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </section>
  );
}
