import * as z from 'zod/mini';
import { SportNavItemSchema } from './entities/navigation.ts';
import { SportSchema } from './entities/sport.ts';

/** spec 2.2 page names, plus names for the 2.1 screens that 2.2 does not name. */
export const PAGE_NAMES = [
  'homepage', 'sport_home', '404', 'calendar', 'calendar_sport', 'calendar_print', 'archives', 'archives_sport',
  'opponenthistory', 'opponenthistory_list', 'subscribe', 'unsubscribed', 'tickets', 'publications_list',
  'publications_page', 'partners', 'rss_feeds', 'historicalroster', 'historicalroster_sport',
  'coach_coaching_records', 'game_center', 'boxscore', 'cumestats', 'coverage', 'schedule', 'schedule_text',
  'schedule_print', 'story', 'hidden_story', 'roster_bio', 'roster_list', 'roster_print', 'coach_bio',
  'coach_list', 'support_staff_bio', 'staff_list', 'staff_print', 'staff_department', 'staff_bio', 'sport_staff',
  'hof_list', 'hof_bio', 'awards_list', 'awards_bio', 'all_americans_list', 'all_americans_bio', 'sportfile',
  'hidden_sportfile', 'protected_sportfile', 'clippings', 'forms', 'document', 'stats-pdf', 'on_this_day',
  'podcast_player', 'podcast_list', 'facilities_list', 'facilities_page', 'social_accounts', 'search', 'login',
  'moments', 'tags', 'tag', 'results', 'results_print', 'splash', 'external', 'gameday_concurrent', 'embed', 'all_access', 'galleries',
] as const;
export const PageNameSchema = z.enum(PAGE_NAMES);
export type PageName = z.infer<typeof PageNameSchema>;

/** spec 2.2 page types. */
const PAGE_TYPE_BY_NAME: Partial<Record<PageName, string>> = {
  homepage: 'home-page',
  sport_home: 'sport-home',
  roster_bio: 'roster-player',
  roster_list: 'roster-list',
  roster_print: 'roster-list',
  coach_bio: 'roster-coach',
  coach_list: 'roster-coach-list',
  coach_coaching_records: 'roster-coach-list',
  support_staff_bio: 'staff',
  staff_list: 'staff',
  staff_print: 'staff',
  staff_department: 'staff',
  staff_bio: 'staff',
  sport_staff: 'staff',
  hof_list: 'hall-of-fame',
  hof_bio: 'hall-of-fame',
  awards_list: 'athletes-of-the-week',
  awards_bio: 'athletes-of-the-week',
  schedule: 'schedule-list',
  schedule_text: 'schedule-list',
  schedule_print: 'schedule-list',
  opponenthistory: 'schedule-history',
  opponenthistory_list: 'schedule-history',
  boxscore: 'schedule-boxscore',
  cumestats: 'schedule-cumestats',
  coverage: 'schedule-coverage',
  calendar: 'schedule-calendar',
  calendar_sport: 'schedule-calendar',
  calendar_print: 'schedule-calendar',
  story: 'story',
  hidden_story: 'story',
  archives: 'story-archives',
  archives_sport: 'story-archives',
  sportfile: 'sportfile',
  hidden_sportfile: 'sportfile',
  protected_sportfile: 'sportfile',
  clippings: 'press-clips',
  '404': 'error-404',
  forms: 'survey-form',
  document: 'document',
  on_this_day: 'on-this-day',
  podcast_player: 'podcast',
  podcast_list: 'podcast-list',
  facilities_list: 'facilities',
  facilities_page: 'facilities',
  game_center: 'game-center',
};
export function pageTypeOf(name: PageName): string {
  return PAGE_TYPE_BY_NAME[name] ?? 'unknown';
}

export const PageFlagsSchema = z.object({
  fullwidth: z.boolean(),
  fullscreen: z.boolean(),
  requiresAuth: z.boolean(),
  requiresContentId: z.boolean(),
});
export type PageFlags = z.infer<typeof PageFlagsSchema>;

export const WidgetResultSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), data: z.unknown() }),
  z.object({ ok: z.literal(false), error: z.string() }),
]);
export type WidgetResult = z.infer<typeof WidgetResultSchema>;

export const WidgetInstanceSchema = z.object({
  id: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]*$/, 'Widget ids are lower-case letters, digits and dashes')),
  name: z.string().check(z.minLength(1)),
  props: z._default(z.record(z.string(), z.unknown()), {}),
});
export type WidgetInstance = z.infer<typeof WidgetInstanceSchema>;

export { AREAS, type AreaName } from './areas.ts';

export const TemplateAreasSchema = z
  .object({
    above: z._default(z.array(WidgetInstanceSchema), []),
    default: z._default(z.array(WidgetInstanceSchema), []),
    below: z._default(z.array(WidgetInstanceSchema), []),
  })
  .check(
    z.refine(
      (areas) => {
        const ids = [...areas.above, ...areas.default, ...areas.below].map((w) => w.id);
        return new Set(ids).size === ids.length;
      },
      { message: 'Widget ids must be unique within a template' },
    ),
  );
export type TemplateAreas = z.infer<typeof TemplateAreasSchema>;

/** A template as editors write it: which widgets show in which area, per page name and optionally per sport. */
export const TemplateSchema = z.object({
  page: PageNameSchema,
  sport_id: z._default(z.nullable(z.number()), null),
  areas: TemplateAreasSchema,
});
export type Template = z.infer<typeof TemplateSchema>;

export const StoredTemplateSchema = z.object({
  ...TemplateSchema.shape,
  version: z.number(),
  updated_at: z.string(),
});
export type StoredTemplate = z.infer<typeof StoredTemplateSchema>;

/**
 * What a page tells search engines and share previews beyond its title (the story page fills it in): the
 * description, the Open Graph / Twitter image (spec 9: 1600 px wide), the Open Graph type and schema.org
 * JSON-LD. Pages that set nothing get the site's SEO description.
 */
export const PageMetaSchema = z.object({
  description: z.optional(z.string()),
  image: z.optional(z.object({ url: z.string(), alt: z.string(), width: z.number(), height: z.number() })),
  type: z.optional(z.enum(['website', 'article'])),
  /** Absolute canonical URL of the page. */
  canonical: z.optional(z.string()),
  jsonLd: z.optional(z.record(z.string(), z.unknown())),
  /** Pages that must stay out of search engines (drafts, staff previews). */
  noindex: z.optional(z.boolean()),
});
export type PageMeta = z.infer<typeof PageMetaSchema>;

/** GET /api/v2/page?path=… — everything one page needs, resolved on the server in one round trip. */
export const PagePayloadSchema = z.object({
  page: z.object({
    name: PageNameSchema,
    type: z.string(),
    path: z.string(),
    title: z.string(),
    params: z.record(z.string(), z.string()),
    /** The query parameters the route declares (route table `query`), e.g. `q` on /search. */
    query: z.record(z.string(), z.string()),
    flags: PageFlagsSchema,
    meta: PageMetaSchema,
  }),
  sport: z.nullable(SportSchema),
  sportNavigation: z.array(SportNavItemSchema),
  template: StoredTemplateSchema,
  widgets: z.record(z.string(), WidgetResultSchema),
  contentVersion: z.number(),
  /**
   * Whether tracking tags apply to this page (issue 11: pages without tags load no tracking code). Absent when
   * the content API does not say (an external one): the browser then asks.
   */
  hasTrackingTags: z.optional(z.boolean()),
});
export type PagePayload = z.infer<typeof PagePayloadSchema>;
