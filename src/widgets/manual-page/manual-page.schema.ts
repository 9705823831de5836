import * as z from 'zod/mini';
import { VideoBlockSchema } from '#schemas/entities/manual-page.ts';
import { GameCardSchema } from '../shared/game-card.ts';
import { defineWidget } from '#registry/define-widget.ts';

export const ManualPagePropsSchema = z.object({});
export type ManualPageProps = z.infer<typeof ManualPagePropsSchema>;
export const ManualPageDataSchema = z.object({
  title: z.string(),
  description: z.string(),
  draft: z.boolean(),
  blocks: z.array(z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('html'), html: z.string() }),
    z.object({ ...VideoBlockSchema.shape, embed: z.string() }),
    z.object({ kind: z.literal('games'), title: z.string(), games: z.array(GameCardSchema) }),
    z.object({ kind: z.literal('links'), title: z.string(), items: z.array(z.object({ title: z.string(), url: z.string() })) }),
  ])),
});
export type ManualPageData = z.infer<typeof ManualPageDataSchema>;

export const widget = defineWidget({
  name: 'manual-page',
  label: 'External or manual page (stored blocks: text, video, games, links)',
  description: 'A stored manual or external page (text, videos, games, links).',
  props: ManualPagePropsSchema,
  data: ManualPageDataSchema,
  subject: true,
});
