import * as z from 'zod/mini';

import { TAG_SLUG } from '../constants.ts';

/** spec 3 Tag: id, name, slug, description (its count and tagged content are computed from what carries it). */
export const TagSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string().check(z.regex(TAG_SLUG)),
  description: z.nullable(z.string()),
});
export type Tag = z.infer<typeof TagSchema>;
