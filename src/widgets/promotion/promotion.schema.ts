import * as z from 'zod/mini';
import { PromotionSchema } from '#schemas/entities/promotion.ts';
import { defineWidget } from '#registry/define-widget.ts';

export const PromotionPropsSchema = z.object({
  /** The promotion location name, as in GET /api/v2/promotions/{name}. */
  name: z.string().check(z.minLength(1)),
  /** Ask for the current sport's variant (/api/v2/promotions/{name}/{sportId}). */
  sportScoped: z._default(z.boolean(), true),
  /**
   * The page's largest picture, at its top (a sport's banner): loaded at once and first, not lazily (issue 13:
   * Lighthouse's largest paint). A carousel's first slide always is.
   */
  priority: z._default(z.boolean(), false),
});
export type PromotionProps = z.infer<typeof PromotionPropsSchema>;

/** null = the API answered 204: nothing to show. */
export const PromotionDataSchema = z.object({ promotion: z.nullable(PromotionSchema) });
export type PromotionData = z.infer<typeof PromotionDataSchema>;

export const widget = defineWidget({
  name: 'promotion',
  label: 'Promotion',
  description: 'A promotion location: the campaigns scheduled for it (banners, sponsors).',
  props: PromotionPropsSchema,
  data: PromotionDataSchema,
});
