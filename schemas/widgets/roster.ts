import * as z from 'zod/mini';

// PLACEHOLDER: the roster widget is being built; its real props and data schemas replace these.
export const RosterPropsSchema = z.object({});
export type RosterProps = z.infer<typeof RosterPropsSchema>;

export const RosterDataSchema = z.object({});
export type RosterData = z.infer<typeof RosterDataSchema>;
