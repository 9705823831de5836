import {
  StaffDirectoryPropsSchema,
  staffDirectoryData,
  type StaffDirectoryData,
  type StaffDirectoryProps,
} from './staff-directory.schema.ts';
import { departmentsOf, type Department } from '../shared/staff.ts';
import { school } from '../shared/school.fixtures.ts';

const members = school.staff.filter((m) => m.published);
const order = school.site.staffDepartments;
const communications = departmentsOf(members, order).find((d) => d.name === 'Communications');
if (!communications) throw new Error('Fixture landmark missing: the Communications department');

/** The directory on a page of the demo school, by the widget's own mapper over its published staff. */
function directoryAt(variant: StaffDirectoryProps['variant'], path: string, q?: string, department: Department | null = null) {
  return {
    props: StaffDirectoryPropsSchema.parse({ variant }),
    data: staffDirectoryData({ members, sports: school.sports, order, department, query: q, path }),
    from: q === undefined ? path : `${path}?${new URLSearchParams({ q })}`,
  };
}

export const staffDirectoryFixtures = {
  /** Everyone: the school's departments in its order, then each sport's coaches. */
  directory: directoryAt('page', '/staff-directory'),
  /** Arrived with ?q=ticket: the page renders narrowed, as it would without JavaScript. */
  filtered: directoryAt('page', '/staff-directory', 'ticket'),
  noMatch: directoryAt('page', '/staff-directory', 'zamboni driver'),
  department: directoryAt('department', communications.url, undefined, communications),
  print: directoryAt('print', '/staff-directory/print'),
} satisfies Record<string, { props: StaffDirectoryProps; data: StaffDirectoryData; from?: string }>;
