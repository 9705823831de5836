import { STALE_MESSAGE, adminFetch, failureLines, templatePath } from './editor-api.ts';
import { scheduledTime } from './scheduled-publishes.tsx';
import type { useDraft } from './use-draft.ts';

interface Options {
  tenant: string;
  csrfToken: string | null;
  page: string;
  sportId: number;
  draft: ReturnType<typeof useDraft>;
  announce: (message: string) => void;
  /** The live version changed (or the draft went): the history and preview follow. */
  afterChange: (keepPreview: boolean) => void;
}

/** Publish (now or later), restore and discard, each announced; a 409 reloads the page. */
export function usePublishing({ tenant, csrfToken, page, sportId, draft, announce, afterChange }: Options) {
  /** True when done, else what went wrong (the publish form shows it: a refused time, a changed page). */
  const publish = async (note: string, publishAt: string | null): Promise<true | string> => {
    if (!(await draft.flush())) return 'The draft could not be saved, so it was not published.';
    try {
      const result = await adminFetch<{ version?: number; scheduled?: string }>(
        tenant,
        csrfToken,
        templatePath(page, sportId, '/publish'),
        { method: 'POST', body: { baseVersion: draft.baseVersion(), note, ...(publishAt ? { publishAt } : {}) } },
      );
      announce(
        result.version
          ? `Published version ${result.version}. Visitors see it now.`
          : `Publish scheduled for ${scheduledTime(result.scheduled ?? '')}.`,
      );
      await draft.load();
      afterChange(true);
      return true;
    } catch (error) {
      const message = failureLines(error).join(' ');
      announce(message);
      if (failureLines(error).includes(STALE_MESSAGE)) await draft.load().then(() => announce(`${STALE_MESSAGE} The page was reloaded.`));
      return message;
    }
  };
  const restore = async (version: number, note: string) => {
    try {
      const result = await adminFetch<{ version: number }>(tenant, csrfToken, templatePath(page, sportId, `/versions/${version}/restore`), {
        method: 'POST',
        body: { baseVersion: draft.baseVersion(), note },
      });
      announce(`Version ${version} restored as version ${result.version}. Visitors see it now.`);
      await draft.load();
      afterChange(false);
    } catch (error) {
      announce(failureLines(error).join(' '));
    }
  };
  const discard = async () => {
    if (!window.confirm('Discard the draft? Changes not published are lost; the live page stays as it is.')) return;
    try {
      await adminFetch(tenant, csrfToken, templatePath(page, sportId, '/draft'), { method: 'DELETE' });
      announce('Draft discarded.');
    } catch (error) {
      announce(failureLines(error).join(' '));
    }
    await draft.load();
    afterChange(true);
  };
  return { publish, restore, discard };
}
