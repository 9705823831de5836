import { CONTENT_NOUN as NOUN, type ContentKindName } from '#schemas/editor/content.ts';
import type { ContentDraft as StoredDraft } from '#src/server/store/repositories/content-versions.server.ts';
import { adminFetch, type VersionInfo } from './editor-api.ts';

/** The content editor's view of the content API (/api/v2/admin/content, decision 0023). */
export { NOUN, type ContentKindName };

export interface ContentKind {
  name: ContentKindName;
  label: string;
  schema: Record<string, unknown>;
}
export interface ContentItem {
  id: number;
  title: string;
  body: Record<string, unknown>;
}
/** The stored draft as JSON: its body is the document's fields. */
export type ContentDraft = Omit<StoredDraft, 'body'> & { body: Record<string, unknown> };
export type ContentVersionInfo = VersionInfo;
/** What the editor opens: the live version's number, the draft and the versions (newest first). */
export interface ContentHistory {
  live: number;
  draft: ContentDraft | null;
  versions: ContentVersionInfo[];
}

export function contentPath(kind: ContentKindName, id: number, rest = ''): string {
  return `/api/v2/admin/content/${kind}/${id}${rest}`;
}

/**
 * Told on the window whenever a content draft's schedule changed (scheduled, published, cancelled), so the site's
 * "Scheduled publishes" list and the open document's history both read it again.
 */
export const SCHEDULE_CHANGED = 'editor-schedule-changed';
/** `from` says who told, so neither reads again what it changed itself. */
export const scheduleChanged = (from: 'content' | 'list') => window.dispatchEvent(new CustomEvent(SCHEDULE_CHANGED, { detail: from }));

export function fetchContentHistory(tenant: string, csrfToken: string | null, kind: ContentKindName, id: number) {
  return adminFetch<ContentHistory>(tenant, csrfToken, contentPath(kind, id, '/history'));
}
