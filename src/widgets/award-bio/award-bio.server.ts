import { pageNotFoundMessage } from '#schemas/constants.ts';
import { RosterPlayerSchema, StaffMemberSchema } from '#schemas/entities/roster.ts';
import { HttpError } from '#src/server/api/http.server.ts';
import { COLLECTION, SCHEMA, storedHonors } from '../shared/awards.server.ts';
import type { WidgetContext, WidgetResolver } from '../shared/context.server.ts';
import { awardBioOf, awardPersonOf } from './award-bio.schema.ts';

/** A stored document of this visitor's (staff also see unpublished ones) through its schema, or null. */
async function visible<T>(
  ctx: Readonly<WidgetContext>,
  collection: 'roster' | 'staff',
  id: number | null,
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
): Promise<T | null> {
  if (id === null) return null;
  const parsed = schema.safeParse(await ctx.store.documents.get(ctx.tenant, collection, id, !ctx.staff));
  return parsed.success ? parsed.data : null;
}

/** spec 2.1 award bio and All-American bio; an unknown or unpublished id is a 404 "Page Not Found: {path}" (spec 8). */
export const resolveAwardBio: WidgetResolver<'award-bio'> = async (props, ctx) => {
  const { kind } = props;
  const id = Number(ctx.page.params.id);
  const parsed = Number.isSafeInteger(id)
    ? SCHEMA[kind].safeParse(await ctx.store.documents.get(ctx.tenant, COLLECTION[kind], id, !ctx.staff))
    : null;
  if (!parsed?.success) throw new HttpError(404, pageNotFoundMessage(ctx.page.path));
  const entry = parsed.data;
  const [player, coach, awards, allAmericans] = await Promise.all([
    visible(ctx, 'roster', entry.player_id, RosterPlayerSchema),
    visible(ctx, 'staff', 'staff_id' in entry ? entry.staff_id : null, StaffMemberSchema),
    storedHonors(ctx, 'awards'),
    storedHonors(ctx, 'all-americans'),
  ]);
  const data = awardBioOf(kind, entry, ctx.sports, [...awards, ...allAmericans], awardPersonOf(player, coach, ctx.sports));
  return {
    data,
    page: {
      title: `${data.recipient} - ${data.honor}`,
      meta: {
        description: `${data.recipient}: ${data.honor}, ${data.sport?.title ?? 'Athletics'} ${entry.season}.`,
        // A staff preview of an unpublished honor stays out of search engines.
        ...(entry.published ? {} : { noindex: true }),
      },
    },
  };
};
