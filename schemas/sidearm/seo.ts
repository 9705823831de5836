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

// The page titles and descriptions SIDEARM keeps per page type: this site words them itself (spec 5), so they
// are answered empty.
const TITLE_KEYS = [
  'seo_title_on_this_day',
  'seo_title_sms',
  'seo_title_facilities_list',
  'seo_title_facilities_page',
  'seo_title_rss_list',
  'seo_title_podcast_list',
  'seo_title_podcast_player',
  'seo_title_tag_list',
  'seo_title_tag',
  'seo_title_sport_home',
  'seo_title_roster_list',
  'seo_title_roster_bio',
  'seo_title_coach_list',
  'seo_title_coach_bio',
  'seo_title_support_staff_bio',
  'seo_title_staff_list',
  'seo_title_staff_bio',
  'seo_title_hof_list',
  'seo_title_hof_bio',
  'seo_title_boxscore',
  'seo_title_cumestats',
  'seo_title_forms',
  'seo_title_schedule',
  'seo_title_calendar',
  'seo_title_opponenthistory',
  'seo_title_sportfile',
  'seo_title_story',
  'seo_title_archives',
  'seo_title_splash',
  'seo_title_galleries',
  'seo_title_awards_list',
  'seo_title_awards_bio',
  'seo_title_404',
  'seo_title_clippings',
  'seo_title_coverage',
  'seo_title_gameday',
  'seo_title_signingday',
  'seo_title_featurepage',
  'seo_title_showcase',
  'seo_title_document',
  'seo_title_sport_videos_page',
] as const;
const META_KEYS = [
  'on_this_day',
  'body_then_summary',
  'sms',
  'rss_list',
  'facilities_list',
  'facilities_page',
  'galleries',
  'tag_list',
  'tag',
  '404',
  'signingday',
  'featurepage',
  'clippings',
  'gameday',
  'cumestats',
  'calendar',
  'boxscore',
  'awards_list',
  'hof_list',
  'coach_list',
  'roster_list',
  'staff_list',
  'archives',
  'sport_home',
  'schedule',
  'opponenthistory',
  'sport_videos_page',
  'weplayed_moments_page',
].map((page) => `seo_meta_description_${page}`);
const empty = (keys: readonly string[]) => Object.fromEntries(keys.map((key) => [key, '']));

/**
 * Our Seo as SIDEARM's `/Seo` answer (`{settings, tokens}`, every value a string). SIDEARM has a singular and a
 * plural mascot name: our first two names fill them, in order.
 */
export function seoToSidearm(seo: Seo) {
  return {
    settings: {
      sitemap: { enable_sitemap_xml: '' },
      robots: { seo_robots_header: '', seo_robots_footer: '' },
      title: {
        ...empty(TITLE_KEYS),
        site_name: seo.siteName,
        seo_title_delimiter: seo.delimiter,
        seo_title_homepage: seo.title,
      },
      meta: {
        ...empty(META_KEYS),
        site_name: seo.siteName,
        school_name: seo.schoolName,
        site_mascot_singular: seo.mascotNames[0] ?? '',
        site_mascot_plural: seo.mascotNames[1] ?? '',
        seo_meta_description_homepage: seo.meta,
        seo_meta_og_image: seo.ogImage ?? '',
        seo_meta_og_image_alt: '',
        seo_meta_og_determiner: '',
        seo_meta_og_locale: '',
        seo_meta_og_locale_alternate: '',
      },
    },
    tokens: { keys: [] as string[] },
  };
}
