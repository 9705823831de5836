import * as z from 'zod/mini';
import type { ScheduledPublish } from '#schemas/editor/scheduled.ts';
import { PageNameSchema } from '#schemas/page.ts';
import { pageOf } from '#src/pages/page-info.ts';
import { ContentEditorStore, contentTitle } from '../../store/content-editor.server.ts';
import { HttpError, json } from '../http.server.ts';
import type { ApiRoute } from '../types.server.ts';
import { keyOf, readBody, staffOnly } from './admin-request.server.ts';

const IsoTime = z.iso.datetime({ offset: true });
const CancelBody = z.object({ publishAt: IsoTime });

export const PUBLISH_TIME_INVALID = 'The publish time is not a date and time (ISO 8601 with an offset, such as 2026-11-28T10:00:00-05:00).';
export const PUBLISH_TIME_PAST = 'The publish time is in the past: choose a later time, or publish now without one.';

/**
 * The time a scheduled publish runs, as stored (ISO, UTC). Refused (422) when it is not a time, or not after `now`:
 * a past time would publish at once, which is not what the editor asked for.
 */
export function publishTimeOf(value: string, now = Date.now()): string {
  if (!IsoTime.safeParse(value).success) throw new HttpError(422, PUBLISH_TIME_INVALID);
  const at = Date.parse(value);
  if (at <= now) throw new HttpError(422, PUBLISH_TIME_PAST);
  return new Date(at).toISOString();
}

const labelOf = (page: string) => {
  const name = PageNameSchema.safeParse(page);
  return name.success ? pageOf(name.data).editor.label : page;
};

/**
 * The tenant's pending scheduled publishes, templates' and content's together (the next to run first), and
 * cancelling a template's before it runs (a content draft's is cancelled on its own address, with the content API).
 */
export const adminScheduleRoutes: ApiRoute[] = [
  [
    'GET',
    /^\/admin\/scheduled$/,
    staffOnly(async (req, _user, editor) => {
      const sports = new Map((await req.store.sports.list(req.tenant)).map((s) => [s.id, s.title]));
      const content = new ContentEditorStore(req.store);
      await content.publishDue(req.tenant);
      const templates: ScheduledPublish[] = (await editor.scheduled(req.tenant)).map((row) => ({
        page: row.page,
        label: labelOf(row.page),
        sportId: row.sportId,
        sport: row.sportId > 0 ? (sports.get(row.sportId) ?? `Sport ${row.sportId}`) : null,
        publishAt: row.publishAt,
        author: row.author,
        note: row.note,
      }));
      const documents: ScheduledPublish[] = (await content.scheduled(req.tenant)).map((row) => ({
        content: { kind: row.collection, id: row.id },
        page: `${row.collection}/${row.id}`,
        label: contentTitle(row.collection, row.body),
        sportId: 0,
        sport: null,
        publishAt: row.publishAt,
        author: row.author,
        note: row.note,
      }));
      // ISO times in UTC sort as strings; a stable sort keeps templates first at the same time.
      return json([...templates, ...documents].toSorted((a, b) => (a.publishAt < b.publishAt ? -1 : a.publishAt > b.publishAt ? 1 : 0)));
    }),
  ],
  // The body names the time the editor saw, so a schedule moved meanwhile is not cancelled by mistake.
  [
    'POST',
    /^\/admin\/templates\/([\w-]+)\/schedule\/cancel$/,
    staffOnly(async (req, user, editor) => {
      const key = await keyOf(req);
      const { publishAt } = await readBody(req, CancelBody);
      const at = new Date(publishAt).toISOString();
      await editor.cancelSchedule(key, user.username, at);
      return json({ cancelled: at });
    }),
  ],
];
