import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiFailure, adminFetch, failureLines } from './editor-api.ts';
import { contentPath, fetchContentHistory, scheduleChanged, type ContentHistory, type ContentKindName } from './content-api.ts';
import { scheduledTime } from './scheduled-publishes.tsx';
import type { SaveStatus } from './use-draft.ts';

/** As the template draft: edits are saved this long after the last one. */
const AUTOSAVE_MS = 250;

export interface LoadedContent {
  history: ContentHistory;
  /** What the form starts from: the draft when it is a draft of the live version, else the live document. */
  body: Record<string, unknown>;
  /** A draft of an older version was left aside (someone published or restored since): the next edit replaces it. */
  staleDraft: boolean;
  /** Counts loads: the form starts afresh from `body` each time. */
  generation: number;
  /** Which document this is (an answer for the document left a moment ago is not shown for the next one). */
  of: string;
}

/**
 * One alert, promotion or splash page in the editor (decision 0023): the form's value autosaved as the document's
 * draft (debounced, one save at a time) against the live version it was opened at; a 409 stops saving and says so.
 * Publishing (now or at a time), restoring and discarding go through here too, each reloading what changed.
 */
export function useContentDraft(
  tenant: string,
  csrfToken: string | null,
  kind: ContentKindName,
  id: number | null,
  announce: (message: string) => void,
) {
  const [loaded, setLoaded] = useState<LoadedContent | null>(null);
  const [status, setStatus] = useState<SaveStatus>('loading');
  const [problems, setProblems] = useState<string[]>([]);
  const [savedStamp, setSavedStamp] = useState(0);
  /** The draft as the server keeps it (HTML sanitized), which is what fans would see: the preview shows it. */
  const [preview, setPreview] = useState<Record<string, unknown> | null>(null);
  const state = useRef({
    body: null as Record<string, unknown> | null,
    baseVersion: 0,
    revision: null as number | null,
    timer: 0,
    saving: null as Promise<boolean> | null,
    dirty: false,
    generation: 0,
  });

  const fail = useCallback((error: unknown) => {
    setProblems(failureLines(error));
    const code = error instanceof ApiFailure ? error.status : 0;
    setStatus(code === 409 ? 'stale' : code === 422 ? 'invalid' : 'error');
  }, []);

  /** Reads the document afresh; answers about a document the editor has left meanwhile are dropped. */
  const load = useCallback(async () => {
    const s = state.current;
    const generation = ++s.generation;
    window.clearTimeout(s.timer);
    if (id === null) return;
    try {
      const history = await fetchContentHistory(tenant, csrfToken, kind, id);
      const usable = history.draft && history.draft.baseVersion === history.live ? history.draft : null;
      const body =
        usable?.body ??
        (await adminFetch<{ body: Record<string, unknown> }>(tenant, csrfToken, contentPath(kind, id, `/versions/${history.live}`))).body;
      if (generation !== s.generation) return;
      Object.assign(s, { body, baseVersion: history.live, revision: history.draft?.revision ?? null, dirty: false });
      setLoaded({ history, body, staleDraft: history.draft !== null && !usable, generation, of: `${kind}/${id}` });
      setPreview(body);
      setProblems([]);
      setStatus('idle');
    } catch (error) {
      if (generation === s.generation) fail(error);
    }
  }, [tenant, csrfToken, kind, id, fail]);

  useEffect(() => {
    void load();
  }, [load]);

  const saveOnce = useCallback(async (): Promise<boolean> => {
    const s = state.current;
    if (id === null) return false;
    s.dirty = false;
    const generation = s.generation;
    setStatus('saving');
    try {
      const saved = await adminFetch<{ revision: number; body: Record<string, unknown> }>(
        tenant,
        csrfToken,
        contentPath(kind, id, '/draft'),
        {
          method: 'PUT',
          body: { body: s.body, baseVersion: s.baseVersion, revision: s.revision },
        },
      );
      if (generation !== s.generation) return false;
      s.revision = saved.revision;
      setPreview(saved.body);
      setProblems([]);
      setStatus(s.dirty ? 'saving' : 'saved');
      setSavedStamp((n) => n + 1);
      return true;
    } catch (error) {
      fail(error);
      return false;
    }
  }, [tenant, csrfToken, kind, id, fail]);

  /** One save at a time, in order: edits made while one is under way are saved right after it. */
  const save = useCallback(async (): Promise<boolean> => {
    const s = state.current;
    while (s.saving) await s.saving;
    if (!s.dirty) return true;
    s.saving = saveOnce();
    try {
      return await s.saving;
    } finally {
      s.saving = null;
    }
  }, [saveOnce]);

  const edit = useCallback(
    (body: Record<string, unknown>) => {
      const s = state.current;
      if (JSON.stringify(body) === JSON.stringify(s.body)) return;
      Object.assign(s, { body, dirty: true });
      setStatus('saving');
      window.clearTimeout(s.timer);
      s.timer = window.setTimeout(() => void save(), AUTOSAVE_MS);
    },
    [save],
  );

  /** Saves what is pending now: true when the draft holds every edit. */
  const flush = useCallback(async () => {
    window.clearTimeout(state.current.timer);
    return (await save()) && !state.current.dirty;
  }, [save]);

  /** Publish now, or schedule it (decision 0022). True when done, else what the publish form shows. */
  const publish = async (note: string, publishAt: string | null): Promise<true | string> => {
    if (id === null) return 'Nothing to publish.';
    if (!(await flush())) return 'The draft could not be saved, so it was not published.';
    try {
      const result = await adminFetch<{ version?: number; scheduled?: string }>(tenant, csrfToken, contentPath(kind, id, '/publish'), {
        method: 'POST',
        body: { baseVersion: state.current.baseVersion, note, ...(publishAt ? { publishAt } : {}) },
      });
      await load();
      announce(
        result.version
          ? `Published version ${result.version}. Visitors see it now.`
          : `Publish scheduled for ${scheduledTime(result.scheduled ?? '')}.`,
      );
      if (result.scheduled) scheduleChanged('content');
      return true;
    } catch (error) {
      fail(error);
      // A 409 is shown once, with its way to reload (the content editor's alert); the form just says it did not happen.
      return error instanceof ApiFailure && error.status === 409 ? 'Not published.' : failureLines(error).join(' ');
    }
  };

  const restore = async (version: number): Promise<number | null> => {
    if (id === null) return null;
    try {
      const result = await adminFetch<{ version: number }>(tenant, csrfToken, contentPath(kind, id, '/restore'), {
        method: 'POST',
        body: { version, baseVersion: state.current.baseVersion, note: `Restored version ${version}` },
      });
      await load();
      announce(`Version ${version} restored as version ${result.version}. Visitors see it now.`);
      return result.version;
    } catch (error) {
      fail(error);
      return null;
    }
  };

  const discard = async (): Promise<boolean> => {
    if (id === null) return false;
    window.clearTimeout(state.current.timer);
    try {
      await adminFetch(tenant, csrfToken, contentPath(kind, id, '/draft'), { method: 'DELETE' });
    } catch (error) {
      fail(error);
      return false;
    }
    await load();
    scheduleChanged('content');
    return true;
  };

  const cancelSchedule = async (publishAt: string): Promise<boolean> => {
    if (id === null) return false;
    try {
      await adminFetch(tenant, csrfToken, contentPath(kind, id, '/schedule/cancel'), { method: 'POST', body: { publishAt } });
      return true;
    } catch (error) {
      setProblems(failureLines(error));
      return false;
    } finally {
      await load();
      scheduleChanged('content');
    }
  };

  // Until the chosen document's own answer arrives, nothing of the one before is shown.
  const mine = loaded?.of === `${kind}/${id}`;
  return {
    loaded: mine ? loaded : null,
    status: mine ? status : ('loading' as const),
    problems: mine ? problems : [],
    savedStamp,
    preview: mine ? preview : null,
    edit,
    flush,
    load,
    publish,
    restore,
    discard,
    cancelSchedule,
  };
}
