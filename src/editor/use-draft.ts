import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiFailure, adminFetch, failureLines, templatePath, type Areas, type LoadedTemplate } from './editor-api.ts';

export type SaveStatus = 'loading' | 'idle' | 'saving' | 'saved' | 'invalid' | 'stale' | 'error';

const EMPTY: Areas = { above: [], default: [], below: [] };
/**
 * Edits are saved this long after the last one, and the preview loads the saved draft: a pause in typing, not every
 * key, yet short enough that an edit shows in the preview within half a second (`npm run bench` times it).
 */
const AUTOSAVE_MS = 150;

/**
 * One reading of one template (a page, or a sport's version of it) and the edits made to it. Each reading has its
 * own, so a save still under way for the page the editor just left goes to that page, and nothing of it reaches the
 * next one.
 */
interface Session {
  path: string;
  draftPath: string;
  ready: boolean;
  areas: Areas;
  baseVersion: number;
  revision: number | null;
  timer: number;
  saving: Promise<boolean> | null;
  dirty: boolean;
}

function session(path: string, draftPath = ''): Session {
  return { path, draftPath, ready: false, areas: EMPTY, baseVersion: 0, revision: null, timer: 0, saving: null, dirty: false };
}

interface Shown {
  path: string;
  loaded: LoadedTemplate | null;
  areas: Areas;
  status: SaveStatus;
  problems: string[];
}

/**
 * One page template in the editor: the working copy, saved to the draft after each edit (debounced, one save
 * at a time), with the live version it started from; a 409 stops saving and says so.
 *
 * Until the template of the page and sport asked for has arrived, the editor shows no widgets and takes no edits:
 * the list still on screen would be the previous page's, and an edit made to it would be lost when the template
 * arrives (or, saved, would put that page's widgets into this one).
 */
export function useDraft(tenant: string, csrfToken: string | null, page: string, sportId: number) {
  const path = templatePath(page, sportId);
  const [shown, setShown] = useState<Shown>({ path: '', loaded: null, areas: EMPTY, status: 'loading', problems: [] });
  const [savedStamp, setSavedStamp] = useState(0);
  const current = useRef<Session>(session(''));

  /** Shows what happened to a session, when it is still the one on screen. */
  const show = useCallback((s: Session, change: Partial<Shown>) => {
    if (current.current === s) setShown((before) => ({ ...before, path: s.path, ...change }));
  }, []);

  /** Reads the template afresh; answers for a page or sport the editor has since left are dropped. */
  const fetchTemplate = useCallback(() => {
    const before = current.current;
    // A reload of the same template supersedes its pending edits (it follows a conflict, a publish or a discard);
    // the edits of a page just left are still saved, to that page.
    if (before.path === path) window.clearTimeout(before.timer);
    const s = session(path, templatePath(page, sportId, '/draft'));
    current.current = s;
    return adminFetch<LoadedTemplate>(tenant, csrfToken, path).then(
      (result) => {
        const areas = result.draft?.template.areas ?? result.live?.template.areas ?? result.inherited?.template.areas ?? EMPTY;
        Object.assign(s, { ready: true, areas, baseVersion: result.live?.version ?? 0, revision: result.draft?.revision ?? null });
        show(s, { loaded: result, areas, status: 'idle', problems: [] });
      },
      (error: unknown) => show(s, { status: 'error', problems: failureLines(error) }),
    );
  }, [tenant, csrfToken, path, page, sportId, show]);

  useEffect(() => {
    void fetchTemplate();
  }, [fetchTemplate]);
  /** Reads the template on screen again (after a conflict): its list stays shown, taking no edit, until it arrives. */
  const load = useCallback(() => {
    setShown((before) => ({ ...before, status: 'loading' }));
    return fetchTemplate();
  }, [fetchTemplate]);

  const saveOnce = useCallback(
    async (s: Session): Promise<boolean> => {
      s.dirty = false;
      show(s, { status: 'saving' });
      try {
        const body = { template: { areas: s.areas }, baseVersion: s.baseVersion, revision: s.revision };
        const saved = await adminFetch<{ revision: number }>(tenant, csrfToken, s.draftPath, { method: 'PUT', body });
        s.revision = saved.revision;
        show(s, { problems: [], status: s.dirty ? 'saving' : 'saved' });
        if (current.current === s) setSavedStamp((n) => n + 1);
        return true;
      } catch (error) {
        const status =
          error instanceof ApiFailure && error.status === 409
            ? 'stale'
            : error instanceof ApiFailure && error.status === 422
              ? 'invalid'
              : 'error';
        show(s, { status, problems: failureLines(error) });
        return false;
      }
    },
    [tenant, csrfToken, show],
  );

  /** One save at a time, in order: edits made while one is under way are saved right after it. */
  const save = useCallback(
    async (s: Session): Promise<boolean> => {
      while (s.saving) await s.saving;
      if (!s.dirty) return true;
      s.saving = saveOnce(s);
      try {
        return await s.saving;
      } finally {
        s.saving = null;
      }
    },
    [saveOnce],
  );

  /** Takes an edit of the template on screen; false (and nothing changes) while it is still being read. */
  const edit = useCallback(
    (next: Areas): boolean => {
      const s = current.current;
      if (!s.ready || s.path !== path) return false;
      s.areas = next;
      s.dirty = true;
      show(s, { areas: next });
      window.clearTimeout(s.timer);
      s.timer = window.setTimeout(() => void save(s), AUTOSAVE_MS);
      return true;
    },
    [path, save, show],
  );

  /** Saves what is pending now (before publishing, or leaving the page): true when the draft holds every edit. */
  const flush = useCallback(async () => {
    const s = current.current;
    window.clearTimeout(s.timer);
    const ok = await save(s);
    return ok && !s.dirty;
  }, [save]);

  // What the page shows belongs to the template asked for, or is the empty list of one still being read.
  const mine = shown.path === path;
  return {
    loaded: mine ? shown.loaded : null,
    areas: mine ? shown.areas : EMPTY,
    status: mine ? shown.status : ('loading' as SaveStatus),
    problems: mine ? shown.problems : [],
    savedStamp,
    edit,
    load,
    flush,
    baseVersion: () => current.current.baseVersion,
    hasDraft: () => current.current.revision !== null,
  };
}
