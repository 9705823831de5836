import { useId } from 'react';
import { SEARCH_KINDS, SEARCH_KIND_LABELS, type SearchResultsData } from './search-results.schema.ts';

/** A plain GET form: it works without JavaScript and keeps the query, type and sport in the URL. */
export function SearchForm({ data }: { data: SearchResultsData }) {
  const id = useId();
  return (
    <form method="get" action="/search" role="search" className="search-form" aria-label="Search the site">
      <div className="search-field">
        <label htmlFor={`${id}-q`}>Search</label>
        <input
          id={`${id}-q`}
          name="q"
          type="search"
          defaultValue={data.query}
          placeholder="Search..."
          maxLength={1000}
          autoComplete="off"
        />
      </div>
      <div className="search-field">
        <label htmlFor={`${id}-type`}>Type</label>
        <select id={`${id}-type`} name="type" defaultValue={data.kind}>
          <option value="">All types</option>
          {SEARCH_KINDS.map((k) => (
            <option key={k} value={k}>
              {SEARCH_KIND_LABELS[k]}
            </option>
          ))}
        </select>
      </div>
      <div className="search-field">
        <label htmlFor={`${id}-sport`}>Sport</label>
        <select id={`${id}-sport`} name="sport" defaultValue={data.sport}>
          <option value="">All sports</option>
          {data.sportOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button-primary">
        Search
      </button>
    </form>
  );
}
