import { pageNotFoundMessage } from '#schemas/constants.ts';
import { HttpError } from '#src/server/api/http.server.ts';
import type { LegacyWidgetResolver } from '../shared/context.server.ts';
import { legacySiteSettings } from '../shared/schedule-games.server.ts';
import { allStaff } from '../shared/staff.server.ts';
import { departmentsOf } from '../shared/staff.ts';
import { directoryGroups } from './staff-directory.schema.ts';

/** Longest filter the page honours: a name and a title fit; anything longer is cut, never an error. */
const MAX_QUERY = 100;

/**
 * spec 2.1 staff directory, its print page and department pages: everyone by department (then each sport's
 * coaches). Every group goes to the page; `?q=` says how the page renders narrowed (so it works without
 * JavaScript), and the filter box narrows the same groups in the browser as the visitor types.
 */
export const resolveStaffDirectory: LegacyWidgetResolver<'staff-directory'> = (props, ctx) => {
  const members = allStaff(ctx.store, ctx.tenant, ctx.staff);
  const order = legacySiteSettings(ctx.store, ctx.tenant).staffDepartments;
  let groups = directoryGroups(members, ctx.sports, order);
  if (props.variant === 'department') {
    const department = departmentsOf(members, order).find((d) => String(d.id) === ctx.page.params.id && d.slug === ctx.page.params.departmentSlug);
    if (!department) throw new HttpError(404, pageNotFoundMessage(ctx.page.path));
    ctx.page.title = `${department.name} Staff`;
    groups = groups.filter((g) => g.name === department.name);
  }
  const query = (ctx.page.query.q ?? '').trim().slice(0, MAX_QUERY);
  return { groups, query, action: ctx.page.path, printUrl: '/staff-directory/print' };
};
