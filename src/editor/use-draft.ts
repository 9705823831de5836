import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiFailure, adminFetch, failureLines, templatePath, type Areas, type LoadedTemplate } from './editor-api.ts';

export type SaveStatus = 'loading' | 'idle' | 'saving' | 'saved' | 'invalid' | 'stale' | 'error';

const EMPTY: Areas = { above: [], default: [], below: [] };
/** Edits are saved this long after the last one: the preview shows them well within a second. */
const AUTOSAVE_MS = 250;

/**
 * One page template in the editor: the working copy, saved to the draft after each edit (debounced, one save
 * at a time), with the live version it started from; a 409 stops saving and says so.
 */
export function useDraft(tenant: string, csrfToken: string | null, page: string, sportId: number) {
  const [loaded, setLoaded] = useState<LoadedTemplate | null>(null);
  const [areas, setAreas] = useState<Areas>(EMPTY);
  const [status, setStatus] = useState<SaveStatus>('loading');
  const [problems, setProblems] = useState<string[]>([]);
  const [savedStamp, setSavedStamp] = useState(0);
  const state = useRef({
    areas: EMPTY,
    baseVersion: 0,
    revision: null as number | null,
    timer: 0,
    saving: null as Promise<boolean> | null,
    dirty: false,
    generation: 0,
  });

  const receive = useCallback((result: LoadedTemplate) => {
    const next = result.draft?.template.areas ?? result.live?.template.areas ?? result.inherited?.template.areas ?? EMPTY;
    Object.assign(state.current, {
      areas: next,
      baseVersion: result.live?.version ?? 0,
      revision: result.draft?.revision ?? null,
      dirty: false,
    });
    setLoaded(result);
    setAreas(next);
    setProblems([]);
    setStatus('idle');
  }, []);
  const fail = useCallback((error: unknown) => {
    setProblems(failureLines(error));
    setStatus('error');
  }, []);
  /** Reads the template afresh; answers from an earlier page or sport (a quick switch) are dropped. */
  const fetchTemplate = useCallback(() => {
    const generation = ++state.current.generation;
    window.clearTimeout(state.current.timer);
    const current =
      <T>(apply: (value: T) => void) =>
      (value: T) => {
        if (generation === state.current.generation) apply(value);
      };
    return adminFetch<LoadedTemplate>(tenant, csrfToken, templatePath(page, sportId)).then(current(receive), current(fail));
  }, [tenant, csrfToken, page, sportId, receive, fail]);
  const load = useCallback(() => fetchTemplate(), [fetchTemplate]);

  useEffect(() => {
    void fetchTemplate();
  }, [fetchTemplate]);

  const saveOnce = useCallback(async (): Promise<boolean> => {
    const s = state.current;
    s.dirty = false;
    const generation = s.generation;
    setStatus('saving');
    try {
      const body = { template: { areas: s.areas }, baseVersion: s.baseVersion, revision: s.revision };
      const saved = await adminFetch<{ revision: number }>(tenant, csrfToken, templatePath(page, sportId, '/draft'), {
        method: 'PUT',
        body,
      });
      if (generation !== s.generation) return false;
      s.revision = saved.revision;
      setProblems([]);
      setStatus(s.dirty ? 'saving' : 'saved');
      setSavedStamp((n) => n + 1);
      return true;
    } catch (error) {
      const status =
        error instanceof ApiFailure && error.status === 409
          ? 'stale'
          : error instanceof ApiFailure && error.status === 422
            ? 'invalid'
            : 'error';
      setStatus(status);
      setProblems(failureLines(error));
      return false;
    }
  }, [tenant, csrfToken, page, sportId]);

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
    (next: Areas) => {
      state.current.areas = next;
      state.current.dirty = true;
      setAreas(next);
      window.clearTimeout(state.current.timer);
      state.current.timer = window.setTimeout(() => void save(), AUTOSAVE_MS);
    },
    [save],
  );

  /** Saves what is pending now (before publishing): true when the draft holds every edit. */
  const flush = useCallback(async () => {
    window.clearTimeout(state.current.timer);
    const ok = await save();
    return ok && !state.current.dirty;
  }, [save]);

  return {
    loaded,
    areas,
    status,
    problems,
    savedStamp,
    edit,
    load,
    flush,
    baseVersion: () => state.current.baseVersion,
    hasDraft: () => state.current.revision !== null,
  };
}
