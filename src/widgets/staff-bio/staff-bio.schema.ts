import * as z from 'zod/mini';
import { DirectoryPersonSchema } from '../shared/staff.ts';
import { defineWidget } from '#registry/define-widget.ts';

export const StaffBioPropsSchema = z.object({});
export type StaffBioProps = z.infer<typeof StaffBioPropsSchema>;
export const StaffBioDataSchema = z.object({
  person: DirectoryPersonSchema,
  department: z.nullable(z.object({ name: z.string(), url: z.string() })),
  sports: z.array(z.object({ title: z.string(), url: z.string() })),
  bio: z.nullable(z.string()),
  vcardUrl: z.string(),
});
export type StaffBioData = z.infer<typeof StaffBioDataSchema>;

export const widget = defineWidget({
  name: 'staff-bio',
  label: 'Staff bio',
  description: 'One staff member (the one in the address).',
  props: StaffBioPropsSchema,
  data: StaffBioDataSchema,
});
