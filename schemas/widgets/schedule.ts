import * as z from 'zod/mini';

// PLACEHOLDER: the schedule widget is being built; its real props and data schemas replace these.
export const SchedulePropsSchema = z.object({});
export type ScheduleProps = z.infer<typeof SchedulePropsSchema>;

export const ScheduleDataSchema = z.object({});
export type ScheduleData = z.infer<typeof ScheduleDataSchema>;
