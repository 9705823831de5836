import * as z from 'zod/mini';

/** An honors list (spec 2.1 honors: hall of fame, ring of honor, …). */
export const HonorListSchema = z.object({ slug: z.string(), title: z.string(), description: z.string() });
export type HonorList = z.infer<typeof HonorListSchema>;

/** An inductee of an honors list. */
export const InducteeSchema = z.object({
  id: z.number(),
  list: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  slug: z.string(),
  sport_ids: z.array(z.number()),
  /** Years at the school ("1978–1981"); a role for coaches and administrators. */
  years: z.string(),
  role: z.string(),
  induction_year: z.number(),
  image: z.nullable(z.object({ url: z.string(), alt: z.string() })),
  bio: z.string(),
  published: z._default(z.boolean(), true),
});
export type Inductee = z.infer<typeof InducteeSchema>;
