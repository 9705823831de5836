import * as z from 'zod/mini';

export const SportsDirectoryPropsSchema = z.object({
  title: z._default(z.string(), 'Sports'),
});
export type SportsDirectoryProps = z.infer<typeof SportsDirectoryPropsSchema>;

export const SportsDirectoryDataSchema = z.object({
  groups: z.array(
    z.object({
      label: z.string(),
      sports: z.array(z.object({ id: z.number(), title: z.string(), url: z.string(), links: z.array(z.object({ title: z.string(), url: z.string() })) })),
    }),
  ),
});
export type SportsDirectoryData = z.infer<typeof SportsDirectoryDataSchema>;
