import * as z from 'zod/mini';
import { DEFAULT_COLORS, SiteColorsSchema } from '../colors.ts';

/** spec 3 Site settings. */
export const SiteSettingsSchema = z.object({
  schoolName: z.string(),
  athleticsName: z.string(),
  mascotSingular: z.string(),
  mascotPlural: z.string(),
  schoolAddress: z.string(),
  schoolPhoneNumber: z.string(),
  baseUrl: z.string(),
  universityUrl: z.string(),
  conference: z.object({ name: z.string(), url: z.string(), logo: z.string() }),
  logo: z.string(),
  supportEmail: z.string(),
  mobile: z.object({ mobileAppleAppId: z.nullable(z.string()) }),
  /** The staff directory's department order: departments not named here follow, as first listed. */
  staffDepartments: z._default(z.array(z.string()), []),
  /** spec 3 site config: the ad service (site id, test mode). None: no ad slots at all (no empty band). */
  adService: z._default(z.nullable(z.object({ siteId: z.string(), isTesting: z.boolean() })), null),
  /** The school's colours (schemas/colors.ts: every text pair at least 4.5:1); the demo's when none are set. */
  colors: z._default(SiteColorsSchema, DEFAULT_COLORS),
});
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;

/** The team's name in front of a sport ("Northfield State" Football): the athletics name without "Athletics". */
export function teamNameOf(athleticsName: string): string {
  return athleticsName.replace(/\s+Athletics$/i, '');
}

/** spec 3 SEO settings. */
export const SeoSchema = z.object({
  title: z.string(),
  meta: z.string(),
  siteName: z.string(),
  schoolName: z.string(),
  mascotNames: z.array(z.string()),
  ogImage: z.nullable(z.string()),
  delimiter: z.string(),
});
export type Seo = z.infer<typeof SeoSchema>;

/** spec 3 Alert. */
export const AlertSchema = z.object({
  id: z.number(),
  title: z.string(),
  enabled: z.boolean(),
  showOnWeb: z.boolean(),
  endDate: z.nullable(z.string()),
});
export type Alert = z.infer<typeof AlertSchema>;
