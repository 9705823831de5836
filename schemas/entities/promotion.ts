import * as z from 'zod/mini';
import { StoreHtmlSchema } from '../html/store-html.ts';

export const PictureImageSchema = z.object({
  image: z.string(),
  breakpoint: z.number(),
  alt: z.string(),
  width: z.nullable(z.number()),
});

/** spec 3 Campaign. */
export const CampaignSchema = z.object({
  id: z.number(),
  title: z.string(),
  link: z.nullable(z.string()),
  hover_text: z.nullable(z.string()),
  css_class: z.nullable(z.string()),
  icon: z.nullable(z.string()),
  open_in_new_window: z.boolean(),
  html: z.nullable(StoreHtmlSchema),
  picture: z.nullable(z.object({ images: z.array(PictureImageSchema) })),
  start_date: z.optional(z.nullable(z.string())),
  end_date: z.optional(z.nullable(z.string())),
});
export type Campaign = z.infer<typeof CampaignSchema>;

export const SwiperOptionsSchema = z.object({
  slides_per_view: z.number(),
  navigation: z.boolean(),
  pagination: z.boolean(),
  breakpoints: z.nullable(z.record(z.string(), z.object({ slides_per_view: z.number() }))),
  autoplay: z.union([z.boolean(), z.object({ delay: z.number() })]),
  pausable: z.boolean(),
});

/** spec 3 Promotion, as served by GET /api/v2/promotions/{name}[/{sportId}]. */
export const PromotionSchema = z.object({
  name: z.string(),
  sport_id: z.nullable(z.number()),
  location: z.object({
    type: z.enum(['single', 'html', 'icons', 'multi']),
    effect: z.enum(['random', 'none', 'slide']),
  }),
  single: z.nullable(CampaignSchema),
  random_single: z.nullable(CampaignSchema),
  campaigns: z.array(CampaignSchema),
  content_id: z.nullable(z.number()),
  swiper_options: z.nullable(SwiperOptionsSchema),
});
export type Promotion = z.infer<typeof PromotionSchema>;
