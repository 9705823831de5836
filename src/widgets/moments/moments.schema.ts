// Moments of the season (spec 2.1): photos and videos.
import * as z from 'zod/mini';
import { MomentSchema } from '#schemas/entities/press.ts';
import { PageLinksSchema } from '../shared/paging.ts';
import { defineWidget } from '#registry/define-widget.ts';

const SportLinkSchema = z.object({ title: z.string(), url: z.string() });

export const MomentsPropsSchema = z.object({ pageSize: z._default(z.number().check(z.int(), z.minimum(4), z.maximum(48)), 12) });
export type MomentsProps = z.infer<typeof MomentsPropsSchema>;
export const MomentsDataSchema = z.object({
  moments: z.array(z.object({ ...MomentSchema.shape, sport: SportLinkSchema, gameUrl: z.nullable(z.string()) })),
  /** The sport of a sport's moments page; null site-wide. */
  sport: z.nullable(z.string()),
  total: z.number(),
  page: PageLinksSchema,
});
export type MomentsData = z.infer<typeof MomentsDataSchema>;

export const widget = defineWidget({
  name: 'moments',
  label: 'Moments of the season (photos and videos)',
  description: 'Photos and videos of the season.',
  props: MomentsPropsSchema,
  data: MomentsDataSchema,
});
