// Partners (spec 2.1): the sponsors of a promotion location. The pure mapper lives here so the resolver, fixtures and
// tests build the same data.
import * as z from 'zod/mini';
import type { Campaign, Promotion } from '#schemas/entities/promotion.ts';
import { defineWidget } from '#registry/define-widget.ts';

export const PartnersPropsSchema = z.object({
  /** The promotion location whose campaigns are the partners (the footer sponsor rotator by default). */
  location: z._default(z.string(), 'footer-sponsors'),
});
export type PartnersProps = z.infer<typeof PartnersPropsSchema>;

const ImageSchema = z.object({ url: z.string(), alt: z.string(), width: z.number(), height: z.number() });

export const PartnersDataSchema = z.object({
  partners: z.array(z.object({ id: z.number(), title: z.string(), url: z.nullable(z.string()), logo: z.nullable(ImageSchema) })),
});
export type PartnersData = z.infer<typeof PartnersDataSchema>;

/** Sponsor logos are drawn 16:5, the promotion images' aspect (their height is not stored). */
const LOGO_ASPECT = 3.2;
const LOGO_WIDTH = 320;

/** A campaign as a partner: its logo at the breakpoint image closest to 320 px wide, its link (http(s) only). */
export function partnerOf(c: Campaign): PartnersData['partners'][number] {
  const images = (c.picture?.images ?? []).map((i) => ({ ...i, width: i.width ?? LOGO_WIDTH }));
  const best = images.toSorted((a, b) => Math.abs(a.width - LOGO_WIDTH) - Math.abs(b.width - LOGO_WIDTH))[0];
  const url = c.link && /^(https?:\/\/|\/)/.test(c.link) ? c.link : null;
  return {
    id: c.id,
    title: c.title,
    url,
    logo: best
      ? { url: best.image, alt: best.alt || `${c.title} logo`, width: best.width, height: Math.round(best.width / LOGO_ASPECT) }
      : null,
  };
}

export const widget = defineWidget({
  name: 'partners',
  label: 'Partners (sponsor logos of a promotion location)',
  description: 'Sponsor logos of a promotion location.',
  props: PartnersPropsSchema,
  data: PartnersDataSchema,
});

/** spec 2.1 partners: the sponsors of a promotion location (its running campaigns, once each), those with a logo or a link. */
export function partnersData(promotion: Promotion | null): PartnersData {
  const campaigns = promotion ? [...(promotion.single ? [promotion.single] : []), ...promotion.campaigns] : [];
  const unique = campaigns.filter((c, i) => campaigns.findIndex((o) => o.id === c.id) === i);
  return { partners: unique.filter((c) => c.picture || c.link).map(partnerOf) };
}
