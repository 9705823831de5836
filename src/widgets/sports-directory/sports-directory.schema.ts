import * as z from 'zod/mini';
import { ALL_SPORTS_ICON } from '#schemas/sport-icons.ts';
import { defineWidget } from '#registry/define-widget.ts';

export const SportsDirectoryPropsSchema = z.object({
  title: z._default(z.string(), 'Sports'),
});
export type SportsDirectoryProps = z.infer<typeof SportsDirectoryPropsSchema>;

export const SportsDirectoryDataSchema = z.object({
  groups: z.array(
    z.object({
      label: z.string(),
      // spec 3: the sport's icon name (sportIconOf its code); older payloads without one get the all-sports icon.
      sports: z.array(z.object({ id: z.number(), title: z.string(), url: z.string(), icon: z._default(z.string(), ALL_SPORTS_ICON), links: z.array(z.object({ title: z.string(), url: z.string() })) })),
    }),
  ),
});
export type SportsDirectoryData = z.infer<typeof SportsDirectoryDataSchema>;

export const widget = defineWidget({
  name: 'sports-directory',
  label: 'Sports directory',
  description: 'Every sport with links to its schedule, roster and news.',
  props: SportsDirectoryPropsSchema,
  data: SportsDirectoryDataSchema,
});
