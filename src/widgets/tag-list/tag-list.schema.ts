import * as z from 'zod/mini';

export const TagListPropsSchema = z.object({});
export type TagListProps = z.infer<typeof TagListPropsSchema>;

export const TagListDataSchema = z.object({
  tags: z.array(z.object({ name: z.string(), slug: z.string(), description: z.nullable(z.string()), count: z.number(), href: z.string() })),
});
export type TagListData = z.infer<typeof TagListDataSchema>;
