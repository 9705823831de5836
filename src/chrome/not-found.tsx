import { SmartLink } from './smart-link.tsx';

/**
 * spec 8 page-not-found content ("Page Not Found: {path}"). It renders inside the layout's <main>, so it
 * is a section with an h2 under the layout's hidden h1.
 */
export function NotFound({ message }: { message: string }) {
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <h2 id="not-found-title" className="page-title">
        Page Not Found
      </h2>
      <p className="not-found-message">{message}</p>
      <ul className="not-found-links">
        <li>
          <SmartLink href="/" className="button button-primary">
            Home
          </SmartLink>
        </li>
        <li>
          <SmartLink href="/search" className="button button-secondary">
            Search
          </SmartLink>
        </li>
      </ul>
    </section>
  );
}
