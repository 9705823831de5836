import { useId, useState, type KeyboardEvent } from 'react';
import type { EditorPages } from './editor-api.ts';
import { groupPages, pageTitleOf, searchPages } from './page-groups.ts';

/**
 * Which template: a page by section and name (found by typing, or in the grouped list), and every sport (the
 * default) or one sport's own layout. Drafts are marked; the page's key is shown small.
 */
export function PagePicker({
  pages,
  page,
  sportId,
  onChoose,
}: {
  pages: EditorPages;
  page: string;
  sportId: number;
  onChoose: (page: string, sportId: number) => void;
}) {
  const id = useId();
  const [query, setQuery] = useState('');
  const isDraft = (name: string) => pages.drafts.some((d) => d.page === name && d.sportId === sportId);
  const found = searchPages(pages.pages, query);
  const choose = (name: string) => {
    setQuery('');
    onChoose(name, sportId);
    requestAnimationFrame(() => document.getElementById('editor-page')?.focus());
  };
  // The arrow keys walk from the search box through the results and back (the results are plain buttons).
  const walk = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') return setQuery('');
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const items = [...document.querySelectorAll<HTMLElement>(`#${CSS.escape(`${id}-results`)} button`)];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const next = event.key === 'ArrowDown' ? items[at + 1] : at <= 0 ? document.getElementById(`${id}-find`) : items[at - 1];
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };
  return (
    <fieldset className="editor-choose">
      <legend className="visually-hidden">Template</legend>
      <div className="editor-field">
        <label htmlFor="editor-page">Page</label>
        <select id="editor-page" value={page} onChange={(e) => onChoose(e.target.value, sportId)} aria-describedby={`${id}-key`}>
          {groupPages(pages.pages).map((group) => (
            <optgroup key={group.section} label={group.section}>
              {group.pages.map((p) => (
                <option key={p.name} value={p.name}>
                  {p.label}
                  {isDraft(p.name) ? ' (draft)' : ''}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <small id={`${id}-key`} className="editor-key">
          {page}
        </small>
      </div>
      <div className="editor-field editor-find" onKeyDown={walk}>
        <label htmlFor={`${id}-find`}>Find a page</label>
        <input
          id={`${id}-find`}
          type="search"
          value={query}
          autoComplete="off"
          placeholder="Story, roster…"
          onChange={(e) => setQuery(e.target.value)}
          aria-describedby={`${id}-count`}
        />
        <span id={`${id}-count`} className="visually-hidden" aria-live="polite">
          {query.trim() ? `${found.length} page${found.length === 1 ? '' : 's'} found` : ''}
        </span>
        {query.trim() ? (
          <ul id={`${id}-results`} className="editor-find-results" aria-label="Pages found">
            {found.length === 0 ? <li className="editor-note">No page is called that.</li> : null}
            {found.map((p) => (
              <li key={p.name}>
                <button type="button" onClick={() => choose(p.name)} aria-current={p.name === page ? 'true' : undefined}>
                  <span>{pageTitleOf(p)}</span> <small className="editor-key">{p.name}</small>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="editor-field">
        <label htmlFor="editor-sport">Version for</label>
        <select id="editor-sport" value={sportId} onChange={(e) => onChoose(page, Number(e.target.value))}>
          <option value={0}>Every sport (default template)</option>
          {pages.sports.map((s) => (
            <option key={s.id} value={s.id}>
              {s.title} only
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
