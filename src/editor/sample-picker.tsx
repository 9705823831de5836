import { useEffect, useId, useState } from 'react';
import { adminFetch, failureLines, type SampleCandidate } from './editor-api.ts';

/** What a sample collection's records are called in the picker. */
const NOUNS: Record<string, string> = {
  stories: 'story',
  roster: 'player',
  staff: 'staff member',
  games: 'game',
  sports: 'sport',
  all_americans: 'All-American',
  awards: 'award',
  podcasts: 'podcast',
  facilities: 'facility',
  publications: 'publication',
  forms: 'form',
  inductees: 'inductee',
  splash: 'splash page',
  tags: 'tag',
  manual_pages: 'page',
  files: 'file',
};
export const sampleNoun = (collection: string): string => NOUNS[collection] ?? 'record';
const plural = (noun: string) => (noun.endsWith('y') ? `${noun.slice(0, -1)}ies` : `${noun}s`);

const samplesPath = (page: string, query: string, limit: number) =>
  `/api/v2/admin/pages/${encodeURIComponent(page)}/samples?${new URLSearchParams({ q: query, limit: String(limit) })}`;

/**
 * The record a page whose address needs one is previewed with: the page's sample (resolved by the server), or
 * another the editor finds by its title. `sample` is undefined while loading, null when no record shows the page.
 */
export function usePreviewSample(tenant: string, csrfToken: string | null, page: string, collection: string | null) {
  const [sample, setSample] = useState<{ page: string; candidate: SampleCandidate | null } | null>(null);
  const [error, setError] = useState<{ page: string; message: string } | null>(null);
  useEffect(() => {
    if (!collection) return;
    let live = true;
    adminFetch<{ items: SampleCandidate[] }>(tenant, csrfToken, samplesPath(page, '', 1)).then(
      ({ items }) => live && setSample({ page, candidate: items[0] ?? null }),
      (e: unknown) => live && setError({ page, message: failureLines(e).join(' ') }),
    );
    return () => {
      live = false;
    };
  }, [tenant, csrfToken, page, collection]);
  const current = sample?.page === page ? sample.candidate : undefined;
  return {
    sample: current,
    error: error?.page === page ? error.message : null,
    choose: (candidate: SampleCandidate) => setSample({ page, candidate }),
  };
}

/** Preview with another record: a search by title over the records that show the page. */
export function SamplePicker({
  tenant,
  csrfToken,
  page,
  collection,
  current,
  onChoose,
}: {
  tenant: string;
  csrfToken: string | null;
  page: string;
  collection: string;
  current: SampleCandidate;
  onChoose: (candidate: SampleCandidate) => void;
}) {
  const id = useId();
  const noun = sampleNoun(collection);
  const [query, setQuery] = useState('');
  // Each answer is kept with the text it answers: an older answer never shows under newer text.
  const [answer, setAnswer] = useState<{ query: string; items: SampleCandidate[] | null; error: string | null } | null>(null);
  const text = query.trim();
  useEffect(() => {
    if (!text) return;
    let live = true;
    // Asked once typing pauses, not on every key.
    const timer = setTimeout(() => {
      adminFetch<{ items: SampleCandidate[] }>(tenant, csrfToken, samplesPath(page, text, 10)).then(
        ({ items }) => live && setAnswer({ query: text, items, error: null }),
        (e: unknown) => live && setAnswer({ query: text, items: null, error: failureLines(e).join(' ') }),
      );
    }, 200);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [tenant, csrfToken, page, text]);
  const found = text && answer?.query === text ? answer.items : null;
  const error = text && answer?.query === text ? answer.error : null;
  return (
    <div className="editor-sample">
      <p className="editor-sample-current">
        Previewing the {noun} <strong>{current.title}</strong> <small className="editor-key">{current.address}</small>
      </p>
      <label htmlFor={`${id}-find`}>Preview another {noun}</label>
      <input id={`${id}-find`} type="search" autoComplete="off" value={query} onChange={(e) => setQuery(e.target.value)} />
      {error ? (
        <p role="alert" className="form-error">
          {error}
        </p>
      ) : null}
      {found ? (
        <ul className="editor-find-results" aria-label={`${noun[0]?.toUpperCase()}${plural(noun).slice(1)} found`}>
          {found.length === 0 ? <li className="editor-note">No {noun} has that in its title.</li> : null}
          {found.map((candidate) => (
            <li key={candidate.address}>
              <button
                type="button"
                onClick={() => {
                  setQuery('');
                  onChoose(candidate);
                }}
              >
                {candidate.title} <small className="editor-key">{candidate.address}</small>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
