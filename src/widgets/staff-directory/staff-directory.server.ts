import { pageNotFoundMessage } from '#schemas/constants.ts';
import { HttpError } from '#src/server/api/http.server.ts';
import type { WidgetResolver } from '../shared/context.server.ts';
import { allStaff, departments } from '../shared/staff.server.ts';
import { staffDirectoryData } from './staff-directory.schema.ts';

/**
 * spec 2.1 staff directory, its print page and department pages: everyone by department (then each sport's
 * coaches). Every group goes to the page; `?q=` says how the page renders narrowed (so it works without
 * JavaScript), and the filter box narrows the same groups in the browser as the visitor types.
 */
export const resolveStaffDirectory: WidgetResolver<'staff-directory'> = async (props, ctx) => {
  const [members, site] = await Promise.all([allStaff(ctx.store, ctx.tenant, ctx.staff), ctx.store.settings.site(ctx.tenant)]);
  let department = null;
  if (props.variant === 'department') {
    // The number decides; a name that is not the department's answers 301 to its own address.
    department = (await departments(ctx.store, ctx.tenant, members)).find((d) => String(d.id) === ctx.page.params.id);
    if (!department) throw new HttpError(404, pageNotFoundMessage(ctx.page.path));
  }
  const data = staffDirectoryData({
    members,
    sports: ctx.sports,
    order: site.staffDepartments,
    department,
    query: ctx.page.query.q,
    path: ctx.page.path,
  });
  return department ? { data, page: { title: `${department.name} Staff`, canonical: { departmentSlug: department.slug } } } : { data };
};
