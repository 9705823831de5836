import type { WidgetComponentProps } from '#registry/define-widget.ts';
import type { SearchHit, SearchResultsData, SearchResultsProps } from './search-results.schema.ts';
import { SmartLink } from '#src/chrome/smart-link.tsx';
import { formatDate } from '../shared/format.ts';
import { PageLinks } from '../shared/page-links.tsx';
import { Marked } from './marked.tsx';
import { SearchForm } from './search-form.tsx';
import './search-results.css';

function Hit({ hit }: { hit: SearchHit }) {
  return (
    <li className="search-hit">
      <p className="search-hit-title" dir="auto">
        <SmartLink href={hit.url}>
          <Marked parts={hit.title} />
        </SmartLink>
        {hit.draft ? <span className="search-draft"> (Draft)</span> : null}
      </p>
      {hit.snippet.length > 0 ? (
        <p className="search-hit-snippet">
          <Marked parts={hit.snippet} />
        </p>
      ) : null}
      {hit.sportTitle || hit.date ? (
        <p className="search-hit-meta">
          {hit.sportTitle}
          {hit.sportTitle && hit.date ? ' · ' : ''}
          {hit.date ? <time dateTime={hit.date}>{formatDate(hit.date)}</time> : null}
        </p>
      ) : null}
    </li>
  );
}

function NoResults({ query }: { query: string }) {
  return (
    <div className="search-help">
      <p className="empty-state">
        {query ? `Nothing matches “${query}”.` : 'Type a word or a name to search news, players, coaches, staff and sports.'}
      </p>
      {query ? (
        <ul>
          <li>Check the spelling, or try fewer or shorter words (a first or last name alone works).</li>
          <li>Choose “All types” and “All sports”.</li>
        </ul>
      ) : null}
      <p>
        Or go to the <SmartLink href="/archives">news archive</SmartLink>, the{' '}
        <SmartLink href="/staff-directory">staff directory</SmartLink> or the <SmartLink href="/calendar">calendar</SmartLink>.
      </p>
    </div>
  );
}

/** A count as a fan reads it: "34", "1,000+" when there are more than it. */
function countText(count: number, more: boolean): string {
  return `${count.toLocaleString('en-US')}${more ? '+' : ''}`;
}

/** spec 2.1 search results: the query kept in the box, results by type with counts, pages of one type. */
export default function SearchResults({ data, id }: WidgetComponentProps<SearchResultsProps, SearchResultsData>) {
  const results = data.total === 1 && !data.more ? '1 result' : `${countText(data.total, data.more)} results`;
  return (
    <section className="search-results container" aria-labelledby={`${id}-status`}>
      <SearchForm data={data} />
      <p id={`${id}-status`} role="status" className="search-status">
        {data.query ? `${results} for “${data.query}”` : 'Enter a search'}
      </p>
      {data.query && data.counts.some((c) => c.count > 0) ? (
        <nav aria-label="Result types" className="search-types">
          <ul>
            {data.counts
              .filter((c) => c.count > 0)
              .map((c) => (
                <li key={c.kind}>
                  <SmartLink href={c.href} aria-current={data.kind === c.kind ? 'page' : undefined}>
                    {c.label} ({countText(c.count, c.more)})
                  </SmartLink>
                </li>
              ))}
          </ul>
        </nav>
      ) : null}
      {data.total === 0 ? <NoResults query={data.query} /> : null}
      {data.groups.map((group) => (
        <section key={group.kind} aria-labelledby={`${id}-${group.kind}`} className="search-group">
          <h3 id={`${id}-${group.kind}`}>
            {group.label} ({countText(group.count, group.more)})
          </h3>
          {group.hits.length === 0 ? (
            <p className="empty-state">No more results on this page.</p>
          ) : (
            <ol className="search-hits">
              {group.hits.map((hit) => (
                <Hit key={hit.url} hit={hit} />
              ))}
            </ol>
          )}
          {!data.kind && group.count > group.hits.length ? (
            <p>
              <SmartLink href={group.href}>
                See all {countText(group.count, group.more)} {group.label.toLowerCase()} results
              </SmartLink>
            </p>
          ) : null}
        </section>
      ))}
      <PageLinks label="Result pages" {...data.page} />
    </section>
  );
}
