// The stored staff and their departments, shared by the staff directory, a staff bio and the vCard route.
import * as z from 'zod/mini';
import { StaffMemberSchema, type StaffMember } from '#schemas/entities/roster.ts';
import type { Store } from '#src/server/store/store.server.ts';
import { legacySiteSettings } from './schedule-games.server.ts';
import { departmentsOf, type Department } from './staff.ts';

export function allStaff(store: Store, tenant: string, staff: boolean): StaffMember[] {
  return store.cached(tenant, `staff-directory:${staff}`, () => z.array(StaffMemberSchema).parse(store.list(tenant, 'staff', { publishedOnly: !staff, order: 'asc' }).items));
}

export function departments(store: Store, tenant: string, members: readonly StaffMember[]): Department[] {
  return departmentsOf(members, legacySiteSettings(store, tenant).staffDepartments);
}
