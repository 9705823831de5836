import { formDataOf, type FormData } from '#src/widgets/form/form.schema.ts';
import type { Store } from '../store/store.server.ts';
import type { StoredForm } from '#schemas/entities/form.ts';
import { createAccessToken, formAccess } from './access.server.ts';

export interface Viewer {
  staff: boolean;
  /** A protected form's access token (header, query or body, depending on the call). */
  token?: string | null;
  /** Mint a token for the answer (after a correct access code). */
  grant?: boolean;
}

/** The form of a page or of the content API's calls, with how many submissions it has. */
export async function formView(store: Store, tenant: string, id: number, viewer: Viewer, now: Date): Promise<FormData | null> {
  const form = await store.forms.get(tenant, id);
  return formViewOf(form, form ? await store.submissions.count(tenant, form.id) : 0, tenant, viewer, now);
}

/**
 * One form for this viewer (formDataOf): null when the viewer may not know the form exists (missing, or hidden
 * from the public). A protected form opens with a valid access token (or once its access code was right).
 */
export function formViewOf(form: StoredForm | null, submissions: number, tenant: string, viewer: Viewer, now: Date): FormData | null {
  if (!form) return null;
  const access = formAccess(form, tenant, viewer);
  if (access === 'not-found') return null;
  const token =
    form.access === 'protected' && !viewer.staff ? (viewer.grant ? createAccessToken(tenant, form.id) : (viewer.token ?? null)) : null;
  return formDataOf(form, {
    submissions,
    now,
    locked: access === 'locked' && !viewer.grant,
    token,
    preview: viewer.staff && form.access === 'hidden',
  });
}
