import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { trapTab } from './focus-trap.ts';
import { CloseIcon } from './icons.tsx';

export const SEARCH_OVERLAY_ID = 'search-overlay';

/** spec 2.6: the search page; its form reads the query from `q`. */
export const SEARCH_PAGE = '/search';

/** The search URL for a query (spec 2.6: /search?q={query}). */
export function searchHref(query: string): string {
  return `${SEARCH_PAGE}?q=${encodeURIComponent(query)}`;
}

/**
 * spec 2.6 search overlay: a modal dialog with the input, a submit button disabled while the input is empty
 * and a close button. Rendered only while open; the caller returns focus to its toggle in `onClose`.
 * The form also works without JavaScript (GET /search?q=…).
 */
export function SearchOverlay({ onClose }: { onClose(): void }) {
  const [query, setQuery] = useState('');
  const navigate = useNavigate();
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const trimmed = query.trim();

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (trimmed === '') return;
    void navigate(searchHref(trimmed));
    onClose();
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
      return;
    }
    trapTab(e, dialogRef.current);
  };

  return (
    <div
      className="search-overlay"
      onClick={(e) => {
        // A click on the backdrop (outside the dialog box) closes, like Escape.
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        id={SEARCH_OVERLAY_ID}
        role="dialog"
        aria-modal="true"
        aria-label="Search"
        className="search-dialog"
        onKeyDown={onKeyDown}
      >
        {/* Close comes first in the DOM (CSS puts it top-right): Tab runs input, submit, then wraps to close. */}
        <button type="button" className="icon-button search-close" aria-label="Close search" onClick={onClose}>
          <CloseIcon />
        </button>
        <form role="search" action="/search" method="get" className="search-form" onSubmit={onSubmit}>
          <label htmlFor="search-overlay-input" className="visually-hidden">
            Search this site
          </label>
          <input
            ref={inputRef}
            id="search-overlay-input"
            className="search-input"
            type="search"
            name="q"
            placeholder="Search..."
            autoComplete="off"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
          <button type="submit" className="button button-primary search-submit" disabled={trimmed === ''}>
            Search
          </button>
        </form>
      </div>
    </div>
  );
}
