import type { AreaName } from '#schemas/areas.ts';
import type { EditorPage, SampleCandidate } from '#schemas/editor/pages.ts';
import type { ScheduledPublish } from '#schemas/editor/scheduled.ts';

export type { EditorPage, SampleCandidate, ScheduledPublish };

/**
 * The areas, top to bottom: the same list as schemas/areas.ts, repeated (type-checked against it) because
 * importing that module here would split it out of the visitors' page chunk into a file of its own.
 */
export const AREAS = ['above', 'default', 'below'] as const satisfies readonly AreaName[];

/** The template editor's view of the admin API (/api/v2/admin). Browser code: no zod, plain types. */
export interface EditorWidget {
  name: string;
  label: string;
  description: string;
  schema: Record<string, unknown>;
}
export interface Instance {
  id: string;
  name: string;
  props: Record<string, unknown>;
}
export type Areas = Record<AreaName, Instance[]>;
export interface EditorPages {
  pages: EditorPage[];
  sports: { id: number; title: string; slug: string }[];
  drafts: { page: string; sportId: number; publishAt: string | null }[];
}
export interface LoadedTemplate {
  /** A sport's page without a layout of its own: the default layout it shows today. */
  inherited?: { version: number; template: { areas: Areas } } | null;
  live: { version: number; template: { areas: Areas }; author: string; createdAt: string; note: string } | null;
  draft: {
    template: { areas: Areas };
    baseVersion: number;
    revision: number;
    author: string;
    updatedAt: string;
    publishAt: string | null;
    publishNote?: string | null;
    /** Who scheduled the publish. */
    publishBy?: string | null;
  } | null;
}
export interface VersionInfo {
  version: number;
  author: string;
  createdAt: string;
  note: string;
  restoredFrom: number | null;
}

export const STALE_MESSAGE = 'This page was changed since you opened it.';

/** A refused call: its status and the server's message (422 details are the zod or widget errors). */
export class ApiFailure extends Error {
  readonly status: number;
  readonly details: unknown;
  constructor(status: number, message: string, details: unknown) {
    super(message);
    this.status = status;
    this.details = details;
  }
}

export function templatePath(page: string, sportId: number, rest = ''): string {
  return `/api/v2/admin/templates/${encodeURIComponent(page)}${rest}${sportId > 0 ? `?sportId=${sportId}` : ''}`;
}

/** JSON to and from the admin API; state-changing calls carry the CSRF token from the root loader when there is one. */
export async function adminFetch<T>(
  tenant: string,
  csrfToken: string | null,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<T> {
  const headers: Record<string, string> = { tenant, accept: 'application/json' };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.method && init.method !== 'GET' && csrfToken) headers['X-CSRF-Token'] = csrfToken;
  const response = await fetch(path, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    credentials: 'same-origin',
  });
  if (response.status === 204) return undefined as T;
  const body = (await response.json().catch(() => null)) as { error?: { message?: string; details?: unknown } } | null;
  if (!response.ok) {
    // A 409 says what conflicted (a page changed meanwhile, a scheduled publish already gone); the stale page by default.
    const message = body?.error?.message ?? (response.status === 409 ? STALE_MESSAGE : `The server answered ${response.status}`);
    throw new ApiFailure(response.status, message, body?.error?.details);
  }
  return body as T;
}

/** The 422 details as lines an editor can read: "widget top-stories: count: Too small…". */
export function failureLines(error: unknown): string[] {
  if (!(error instanceof ApiFailure)) return [error instanceof Error ? error.message : String(error)];
  if (Array.isArray(error.details)) {
    return error.details.map((d: { id?: string; message?: string }) => `Widget "${d.id ?? '?'}": ${d.message ?? ''}`);
  }
  return [error.message];
}
