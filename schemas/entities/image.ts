import * as z from 'zod/mini';

/** An image with its alt text and, where known, its size (so pages reserve its box: no layout shift). */
export const ImageSchema = z.object({
  url: z.string(),
  alt: z.string(),
  width: z.optional(z.number()),
  height: z.optional(z.number()),
});
export type Image = z.infer<typeof ImageSchema>;
