import * as z from 'zod/mini';
import type { StaffMember } from '#schemas/entities/roster.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import { DirectoryPersonSchema, departmentsOf, directoryPerson, type Department } from '../shared/staff.ts';
import { defineWidget } from '#registry/define-widget.ts';

export const StaffDirectoryPropsSchema = z.object({ variant: z._default(z.enum(['page', 'print', 'department']), 'page') });
export type StaffDirectoryProps = z.infer<typeof StaffDirectoryPropsSchema>;

export const StaffDirectoryDataSchema = z.object({
  /** Groups in the order the school sets: departments first, then each sport's coaches. */
  groups: z.array(z.object({ name: z.string(), url: z.nullable(z.string()), people: z.array(DirectoryPersonSchema) })),
  /** The filter as the URL gave it (?q=): the page renders narrowed by it, and narrows further as you type. */
  query: z.string(),
  /** Where the filter form sends a plain GET (this page: department pages keep their own path). */
  action: z.string(),
  printUrl: z.string(),
});
export type StaffDirectoryData = z.infer<typeof StaffDirectoryDataSchema>;

/** The groups narrowed to those who match the filter (empty groups dropped), and how many people remain. */
export function filterGroups(groups: StaffDirectoryData['groups'], query: string): { groups: StaffDirectoryData['groups']; count: number } {
  const shown = groups
    .map((g) => ({ ...g, people: g.people.filter((p) => matchesFilter(p, g.name, query)) }))
    .filter((g) => g.people.length > 0);
  return { groups: shown, count: shown.reduce((n, g) => n + g.people.length, 0) };
}

/** A person matches when every word of the filter is in their name, title or group. */
export function matchesFilter(person: { name: string; title: string }, group: string, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const text = `${person.name} ${person.title} ${group}`.toLowerCase();
  return words.every((w) => text.includes(w));
}

/** The directory: every department's people, then each real sport's coaches (head coach first); no empty group. */
export function directoryGroups(
  members: readonly StaffMember[],
  sports: readonly Sport[],
  order: readonly string[],
): StaffDirectoryData['groups'] {
  const byDepartment = departmentsOf(members, order).map((d) => ({
    name: d.name,
    url: d.url,
    people: members.filter((m) => m.kind !== 'coach' && m.department === d.name).map(directoryPerson),
  }));
  const coaches = sports
    .filter((s) => !s.non_sport)
    .map((s) => ({
      name: `${s.title} Coaches`,
      url: `/sports/${s.global_sport_name_slug}/coaches`,
      people: members
        .filter((m) => m.kind === 'coach' && m.sport_id === s.id)
        .toSorted((a, b) => Number(b.is_head_coach) - Number(a.is_head_coach))
        .map(directoryPerson),
    }));
  return [...byDepartment, ...coaches].filter((g) => g.people.length > 0);
}

/** Longest filter the page honours: a name and a title fit; anything longer is cut, never an error. */
export const MAX_STAFF_QUERY = 100;

/**
 * The directory (`order`: the school's department order), or one department's page; `query` is the `?q=` the
 * page renders narrowed by.
 */
export function staffDirectoryData(input: {
  members: readonly StaffMember[];
  sports: readonly Sport[];
  order: readonly string[];
  department: Department | null;
  query: string | undefined;
  path: string;
}): StaffDirectoryData {
  const groups = directoryGroups(input.members, input.sports, input.order);
  const { department } = input;
  return {
    groups: department ? groups.filter((g) => g.name === department.name) : groups,
    query: (input.query ?? '').trim().slice(0, MAX_STAFF_QUERY),
    action: input.path,
    printUrl: '/staff-directory/print',
  };
}

export const widget = defineWidget({
  name: 'staff-directory',
  label: 'Staff directory (page, print or department)',
  description: 'The department staff directory (page, print or one department).',
  props: StaffDirectoryPropsSchema,
  data: StaffDirectoryDataSchema,
});
