import * as z from 'zod/mini';
import { SportNavItemSchema } from './entities/navigation.ts';
import { SportSchema } from './entities/sport.ts';
import { PAGE_NAMES } from './page-names.gen.ts';

// The page names are generated from the page files (src/pages/{name}.page.ts, `npm run gen:pages`).
export { PAGE_NAMES };
export const PageNameSchema = z.enum(PAGE_NAMES);
export type PageName = z.infer<typeof PageNameSchema>;

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
   * Whether tracking tags apply to this page (pages without tags load no tracking code). Absent when
   * the content API does not say (an external one): the browser then asks.
   */
  hasTrackingTags: z.optional(z.boolean()),
});
export type PagePayload = z.infer<typeof PagePayloadSchema>;
