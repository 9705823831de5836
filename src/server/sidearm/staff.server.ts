import { StaffMemberSchema, type StaffMember } from '#schemas/entities/roster.ts';
import { SidearmStaffSchema, staffFromSidearm } from '#schemas/sidearm/staff.ts';
import type { ImportContext } from './context.server.ts';
import { withPersonFiles } from './files.server.ts';
import { walkList } from './list-walker.server.ts';
import { note, type ResourceReport } from './report.server.ts';
import { firstIssue, noteWalk } from './resource-report.server.ts';
import { checkAddress } from './routes.server.ts';
import { syncDocuments } from './sync.server.ts';

/** `Staff`: the staff directory, every page; pictures and bios' files copied (several members at once). */
export async function importStaff(ctx: ImportContext, report: ResourceReport, pageSize: number): Promise<void> {
  const list = await walkList(ctx.client, 'Staff', {}, { pageSize });
  noteWalk(report, list);
  const members = await Promise.all(
    list.items.map(async (item) => {
      const parsed = SidearmStaffSchema.safeParse(item);
      if (parsed.success) return memberOf(ctx, staffFromSidearm(parsed.data));
      report.failed++;
      note(report, `unreadable entry (${firstIssue(parsed.error)})`);
      return null;
    }),
  );
  const rows = members
    .filter((m): m is StaffMember => m !== null)
    .map((body) => {
      checkAddress(report, `/staff-directory/${body.slug}/${body.id}`, 'staff_bio');
      return { id: body.id, sport_id: body.sport_id, season: body.season, slug: body.slug, published: body.published, body };
    });
  await syncDocuments(ctx, 'staff', report, rows, {
    complete: list.complete && report.failed === 0,
    retirable: true,
    // The rosters' coaches and support staff are in `staff` too: this list retires only directory entries.
    scope: (stored) => stored.kind === 'department',
    owns: (stored) => stored.kind === 'department',
  });
}

async function memberOf(ctx: ImportContext, member: StaffMember): Promise<StaffMember> {
  return StaffMemberSchema.parse(await withPersonFiles(ctx.files, member));
}
