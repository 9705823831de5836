import * as z from 'zod/mini';

// PLACEHOLDER: the roster-bio widget is being built; its real props and data schemas replace these.
export const RosterBioPropsSchema = z.object({});
export type RosterBioProps = z.infer<typeof RosterBioPropsSchema>;

export const RosterBioDataSchema = z.object({});
export type RosterBioData = z.infer<typeof RosterBioDataSchema>;
