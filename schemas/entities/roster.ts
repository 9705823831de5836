import * as z from 'zod/mini';

const social = z.nullable(z.string());

/** spec 3 Roster item, with the fields the SIDEARM v2 roster API carries. */
export const RosterPlayerSchema = z.object({
  id: z.number(),
  sport_id: z.number(),
  season: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  slug: z.string(),
  jersey_number: z.nullable(z.string()),
  position_short: z.nullable(z.string()),
  position_long: z.nullable(z.string()),
  height_feet: z.nullable(z.number()),
  height_inches: z.nullable(z.number()),
  weight: z.nullable(z.number()),
  academic_year: z.nullable(z.string()),
  hometown: z.nullable(z.string()),
  high_school: z.nullable(z.string()),
  previous_school: z.nullable(z.string()),
  major: z.nullable(z.string()),
  image: z.nullable(z.object({ url: z.string(), alt: z.string() })),
  social_media: z.object({ twitter: social, instagram: social, tiktok: social }),
  bio: z.nullable(z.string()),
  published: z._default(z.boolean(), true),
  /** spec 3 Tag ids: players are tagged content too. */
  tags: z._default(z.array(z.number()), []),
});
export type RosterPlayer = z.infer<typeof RosterPlayerSchema>;

export const StaffMemberSchema = z.object({
  id: z.number(),
  sport_id: z.nullable(z.number()),
  season: z.nullable(z.string()),
  kind: z.enum(['coach', 'support', 'department']),
  first_name: z.string(),
  last_name: z.string(),
  slug: z.string(),
  title: z.string(),
  department: z.nullable(z.string()),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  image: z.nullable(z.object({ url: z.string(), alt: z.string() })),
  bio: z.nullable(z.string()),
  is_head_coach: z._default(z.boolean(), false),
  published: z._default(z.boolean(), true),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;
