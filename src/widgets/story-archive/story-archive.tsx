import { useId } from 'react';
import type { WidgetComponentProps } from '#registry/define-widget.ts';
import type { StoryArchiveData, StoryArchiveProps } from './story-archive.schema.ts';
import { SmartLink } from '#src/chrome/smart-link.tsx';
import { StoryCard } from '../shared/story-card.tsx';
import './story-archive.css';

/** spec 2.1 story archives: a GET form filters (no JavaScript needed), numbered pages are links, the count is announced. */
export default function StoryArchive({ data }: WidgetComponentProps<StoryArchiveProps, StoryArchiveData>) {
  const formId = useId();
  const { page } = data;
  return (
    <section className="story-archive container" aria-labelledby={`${formId}-status`}>
      <form method="get" action={data.action} className="archive-filters" aria-label="Filter stories">
        {data.sportOptions.length > 0 ? (
          <div className="archive-filter">
            <label htmlFor={`${formId}-sport`}>Sport</label>
            <select id={`${formId}-sport`} name="sport" defaultValue={data.selected.sport}>
              <option value="">All sports</option>
              {data.sportOptions.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="archive-filter">
          <label htmlFor={`${formId}-season`}>Season</label>
          <select id={`${formId}-season`} name="season" defaultValue={data.selected.season}>
            <option value="">All seasons</option>
            {data.seasonOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <div className="archive-filter">
          <label htmlFor={`${formId}-q`}>Words</label>
          <input id={`${formId}-q`} name="q" type="search" defaultValue={data.selected.q} maxLength={200} />
        </div>
        <button type="submit" className="button button-primary">
          Show stories
        </button>
      </form>
      <p id={`${formId}-status`} role="status" className="archive-status">
        {data.total === 0
          ? 'No stories found'
          : `Showing ${data.from}–${data.to} of ${data.total} ${data.total === 1 ? 'story' : 'stories'}`}
      </p>
      {data.stories.length === 0 ? (
        <p className="archive-empty empty-state">
          {data.total > 0 ? 'This page is past the last one. ' : 'No stories match these filters. '}
          <SmartLink href={data.action}>Show all stories</SmartLink>
        </p>
      ) : (
        <ul className="archive-list">
          {data.stories.map((story) => (
            <li key={story.id}>
              <StoryCard story={story} featured={false} headingLevel={3} />
            </li>
          ))}
        </ul>
      )}
      {page.pages > 1 ? (
        <nav aria-label="Story pages" className="archive-pages">
          {page.prevHref ? <SmartLink href={page.prevHref}>Previous</SmartLink> : null}
          <ol>
            {page.links.map((link, i) => (
              <li key={link.number}>
                {i > 0 && link.number - (page.links[i - 1]?.number ?? 0) > 1 ? <span aria-hidden="true">… </span> : null}
                <SmartLink href={link.href} aria-current={link.current ? 'page' : undefined} aria-label={`Page ${link.number}`}>
                  {link.number}
                </SmartLink>
              </li>
            ))}
          </ol>
          {page.nextHref ? <SmartLink href={page.nextHref}>Next</SmartLink> : null}
        </nav>
      ) : null}
    </section>
  );
}
