// A pending scheduled publish as the editor lists it (GET /api/v2/admin/scheduled): the server builds it from the
// drafts with a publish time (src/server/api/routes/admin-schedule.server.ts), the editor's list reads it.

export interface ScheduledPublish {
  /** Set for the draft of an alert, promotion or splash page (its collection and id); absent for a page template. */
  content?: { kind: 'alerts' | 'promotions' | 'splash'; id: number };
  /** The page name, or for content "{kind}/{id}". */
  page: string;
  /** The page file's `editor` label ("Roster", "Story"), or the document's title (what the draft will publish). */
  label: string;
  /** 0 for the default layout (and for content), else the sport whose own version this is. */
  sportId: number;
  /** The sport's title, or null for the default layout. */
  sport: string | null;
  /** When it runs (ISO, UTC). */
  publishAt: string;
  /** Who scheduled it. */
  author: string;
  note: string;
}
