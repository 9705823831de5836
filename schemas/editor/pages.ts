// What the template editor lists about each page (GET /api/v2/admin/pages): the server builds it from the page
// files (src/server/editor/pages.server.ts), the editor's page picker and preview read it.

export interface EditorPage {
  name: string;
  /** The page file's `editor`: how editors call the page, and where it sits ("Sport › Roster"). */
  label: string;
  section: string;
  /**
   * An address that shows this page, for the preview: its route's pattern with optional parts dropped, where
   * only a sport may remain (`:slug`, filled in by the editor). Null when the page needs an id (a story…).
   */
  preview: string | null;
  /** The collection whose records show the page when `preview` is null (`GET /admin/pages/{page}/samples`). */
  sample: string | null;
}

/** A record that can show a page, as the editor's sample picker lists it (GET /admin/pages/{page}/samples). */
export interface SampleCandidate {
  title: string;
  address: string;
}
