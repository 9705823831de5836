import type { SportLink } from '#schemas/entities/navigation.ts';
import { SmartLink } from './smart-link.tsx';

interface NotFoundProps {
  /** The spec 8 message ("Page Not Found: {path}") of a refused address; null on /404 itself, which has no path to name. */
  message: string | null;
  /** The sport home pages of the main menu (sportHomeLinks). */
  sports: readonly SportLink[];
}

/**
 * Every not-found answer (spec 8) looks alike: the /404 page (its not-found widget) and an address the router or a
 * resolver refused (the root error boundary) both render this. It sits inside the layout's <main>, under the
 * hidden h1, so its title is the page title's h2. The search is a plain GET form: it works before hydration.
 */
export function NotFound({ message, sports }: NotFoundProps) {
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <header className="page-title">
        <h2 id="not-found-title">Page Not Found</h2>
      </header>
      <p className="not-found-lead">This page is not here: it may have moved, or its address may be mistyped.</p>
      {message ? <p className="not-found-message">{message}</p> : null}
      <form className="not-found-search" role="search" action="/search" method="get">
        <label htmlFor="not-found-search-q">Search the site</label>
        <div className="not-found-search-row">
          <input id="not-found-search-q" type="search" name="q" autoComplete="off" />
          <button type="submit" className="button button-primary">
            Search
          </button>
        </div>
      </form>
      <nav className="not-found-links" aria-labelledby="not-found-links-title">
        <h3 id="not-found-links-title" className="section-heading">
          Or start from
        </h3>
        <ul>
          <li>
            <SmartLink href="/">Home</SmartLink>
          </li>
          {sports.map((sport) => (
            <li key={sport.url}>
              <SmartLink href={sport.url}>{sport.title}</SmartLink>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
