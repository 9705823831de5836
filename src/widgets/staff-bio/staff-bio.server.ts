import { pageNotFoundMessage } from '#schemas/constants.ts';
import { HttpError } from '#src/server/api/http.server.ts';
import { sanitize } from '#src/server/sanitize.server.ts';
import type { WidgetResolver } from '../shared/context.server.ts';
import { allStaff, departments } from '../shared/staff.server.ts';
import { departmentOf, staffBioData } from './staff-bio.schema.ts';

/** spec 2.1 staff bio: an unknown id is a 404; a name slug that is not this person's answers 301 to their own address. */
export const resolveStaffBio: WidgetResolver<'staff-bio'> = async (_props, ctx) => {
  const members = await allStaff(ctx.store, ctx.tenant, ctx.staff);
  const m = members.find((x) => String(x.id) === ctx.page.params.id);
  if (!m) throw new HttpError(404, pageNotFoundMessage(ctx.page.path));
  const all = await departments(ctx.store, ctx.tenant, members);
  const department = departmentOf(m, all);
  return {
    data: staffBioData({ member: m, departments: all, sports: ctx.sports, bioHtml: m.bio ? sanitize(m.bio) : null }),
    page: {
      title: `${m.first_name} ${m.last_name} - ${m.title}`,
      canonical: { staffMemberSlug: m.slug },
      meta: { description: `${m.first_name} ${m.last_name}, ${m.title}${department ? `, ${department.name}` : ''}` },
    },
  };
};
