import * as z from 'zod/mini';
import { PromotionSchema, type Promotion } from '#schemas/entities/promotion.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import { defineWidget } from '#registry/define-widget.ts';
import { selectPromotion } from '../shared/promotions.ts';

export const PromotionPropsSchema = z.object({
  /** The promotion location name, as in GET /api/v2/promotions/{name}. */
  name: z.string().check(z.minLength(1)),
  /** Ask for the current sport's variant (/api/v2/promotions/{name}/{sportId}). */
  sportScoped: z._default(z.boolean(), true),
  /**
   * The page's largest picture, at its top (a sport's banner): loaded at once and first, not lazily (
   * Lighthouse's largest paint). A carousel's first slide always is.
   */
  priority: z._default(z.boolean(), false),
});
export type PromotionProps = z.infer<typeof PromotionPropsSchema>;

/** null = the API answered 204: nothing to show. */
export const PromotionDataSchema = z.object({ promotion: z.nullable(PromotionSchema) });
export type PromotionData = z.infer<typeof PromotionDataSchema>;

export interface PromotionInput {
  /** The tenant's promotions (sanitized). */
  promotions: readonly Promotion[];
  /** The location: the component load's name, else the template's. */
  name: string;
  sportScoped: boolean;
  /** The page's sport: its variant of the location when asked for (not for a non-sport). */
  sport: Sport | null;
  now: Date;
  random?: () => number;
}

/** The location's promotion as GET /api/v2/promotions/{name}[/{sportId}] answers it (null: 204). */
export function promotionData({ promotions, name, sportScoped, sport, now, random }: PromotionInput): PromotionData {
  const sportId = sportScoped && sport && !sport.non_sport ? sport.id : null;
  return { promotion: selectPromotion(promotions, name, sportId, now, random) };
}

export const widget = defineWidget({
  name: 'promotion',
  label: 'Promotion',
  description: 'A promotion location: the campaigns scheduled for it (banners, sponsors).',
  props: PromotionPropsSchema,
  data: PromotionDataSchema,
});
