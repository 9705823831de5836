import * as z from 'zod/mini';
import { SeoSchema, type Seo } from '../entities/site.ts';
import { orNull, text } from './wire.ts';

// schema/v2/seo/seoSchema.js (GET /Seo): `{settings: {sitemap, robots, title, meta}, tokens: {keys}}`; only the
// fields our Seo carries are read, every one of them optional here.
export const SidearmSeoSchema = z.object({
  settings: z.object({
    title: z._default(z.object({ site_name: text, seo_title_delimiter: text, seo_title_homepage: text }), {}),
    meta: z._default(
      z.object({
        site_name: text,
        school_name: text,
        site_mascot_singular: text,
        site_mascot_plural: text,
        seo_meta_description_homepage: text,
        seo_meta_og_image: text,
      }),
      {},
    ),
  }),
  tokens: z.optional(z.nullable(z.object({ keys: z.optional(z.nullable(z.array(z.string()))) }))),
});
export type SidearmSeo = z.infer<typeof SidearmSeoSchema>;

/** SIDEARM's SEO settings as our Seo (spec 3); `ogImage` is SIDEARM's URL until the importer copies the file. */
export function seoFromSidearm(w: SidearmSeo): Seo {
  const { title, meta } = w.settings;
  const siteName = orNull(title.site_name) ?? orNull(meta.site_name) ?? '';
  return SeoSchema.parse({
    title: orNull(title.seo_title_homepage) ?? siteName,
    meta: meta.seo_meta_description_homepage ?? '',
    siteName,
    schoolName: orNull(meta.school_name) ?? siteName,
    mascotNames: [meta.site_mascot_singular, meta.site_mascot_plural].map(orNull).filter((n): n is string => n !== null),
    ogImage: orNull(meta.seo_meta_og_image),
    delimiter: title.seo_title_delimiter ?? ' | ',
  });
}
