import { StaffDirectoryPropsSchema, directoryGroups, type StaffDirectoryData, type StaffDirectoryProps } from './staff-directory.schema.ts';
import { departmentsOf } from '../shared/staff.ts';
import { school } from '../shared/school.fixtures.ts';

const members = school.staff.filter((m) => m.published);
const order = school.site.staffDepartments;
const all = directoryGroups(members, school.sports, order);
const communications = departmentsOf(members, order).find((d) => d.name === 'Communications');

function data(over: Partial<StaffDirectoryData> = {}): StaffDirectoryData {
  return { groups: all, query: '', action: '/staff-directory', printUrl: '/staff-directory/print', ...over };
}

export const staffDirectoryFixtures = {
  /** Everyone: the school's departments in its order, then each sport's coaches. */
  directory: { props: StaffDirectoryPropsSchema.parse({}), data: data() },
  /** Arrived with ?q=ticket: the page renders narrowed, as it would without JavaScript. */
  filtered: { props: StaffDirectoryPropsSchema.parse({}), data: data({ query: 'ticket' }) },
  noMatch: { props: StaffDirectoryPropsSchema.parse({}), data: data({ query: 'zamboni driver' }) },
  department: {
    props: StaffDirectoryPropsSchema.parse({ variant: 'department' }),
    data: data({ groups: all.filter((g) => g.name === communications?.name), action: communications?.url ?? '/staff-directory' }),
  },
  print: { props: StaffDirectoryPropsSchema.parse({ variant: 'print' }), data: data() },
} satisfies Record<string, { props: StaffDirectoryProps; data: StaffDirectoryData }>;
