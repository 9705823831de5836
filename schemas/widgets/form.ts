import * as z from 'zod/mini';

// PLACEHOLDER: the form widget is being built; its real props and data schemas replace these.
export const FormPropsSchema = z.object({});
export type FormProps = z.infer<typeof FormPropsSchema>;

export const FormDataSchema = z.object({});
export type FormData = z.infer<typeof FormDataSchema>;
