// The stored staff and their departments, shared by the staff directory, a staff bio and the vCard route.
import * as z from 'zod/mini';
import { StaffMemberSchema, type StaffMember } from '#schemas/entities/roster.ts';
import type { Store } from '#src/server/store/store.server.ts';
import { departmentsOf, type Department } from './staff.ts';

/** Everyone on the staff this visitor may see (staff also see unpublished people), read once per content version. */
export function allStaff(store: Store, tenant: string, staff: boolean): Promise<StaffMember[]> {
  return store.memo(tenant, `staff-directory:${staff}`, async () =>
    z.array(StaffMemberSchema).parse((await store.documents.list(tenant, 'staff', { publishedOnly: !staff, order: 'asc' })).items),
  );
}

/** The departments of these people, in the school's order (site settings `staffDepartments`). */
export async function departments(store: Store, tenant: string, members: readonly StaffMember[]): Promise<Department[]> {
  return departmentsOf(members, (await store.settings.site(tenant)).staffDepartments);
}
