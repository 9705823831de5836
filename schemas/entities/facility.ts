import * as z from 'zod/mini';

/** A facility photo: sized, so pages reserve its box (no layout shift). */
export const FacilityImageSchema = z.object({ url: z.string(), alt: z.string(), width: z.number(), height: z.number() });
export type FacilityImage = z.infer<typeof FacilityImageSchema>;

/**
 * spec 3 Facility: title, teaser, location, images, featured, sports; plus what a fan needs on its page (the street
 * address and coordinates for directions, capacity, year opened, history). `title` is the venue name the stored
 * games of its sports are played at; `sports` holds sport ids. `history` is store HTML (sanitized when resolved).
 */
export const FacilitySchema = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)),
  teaser: z.string(),
  featured: z.boolean(),
  /** City and state, as games name a location ("Northfield, Mich."). */
  location: z.string(),
  address: z.string(),
  latitude: z.number().check(z.gte(-90), z.lte(90)),
  longitude: z.number().check(z.gte(-180), z.lte(180)),
  capacity: z.nullable(z.number()),
  year_opened: z.nullable(z.number()),
  history: z.nullable(z.string()),
  images: z.array(FacilityImageSchema),
  sports: z.array(z.number()),
  published: z._default(z.boolean(), true),
});
export type Facility = z.infer<typeof FacilitySchema>;
