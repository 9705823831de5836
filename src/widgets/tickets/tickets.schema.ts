import * as z from 'zod/mini';
import { defineWidget } from '#registry/define-widget.ts';

export const TicketsPropsSchema = z.object({});
export type TicketsProps = z.infer<typeof TicketsPropsSchema>;

export const TicketsDataSchema = z.object({
  /** The athletics ticket office (the general, non-sport entry's tickets link). */
  office: z.nullable(z.string()),
  sports: z.array(z.object({
    title: z.string(),
    url: z.string(),
    tickets: z.string(),
    nextHome: z.nullable(z.object({ date: z.string(), time: z.string(), opponent: z.string(), location: z.string(), tickets: z.string() })),
  })),
});
export type TicketsData = z.infer<typeof TicketsDataSchema>;

export const widget = defineWidget({
  name: 'tickets',
  label: 'Tickets by sport',
  description: 'Ticket links by sport.',
  props: TicketsPropsSchema,
  data: TicketsDataSchema,
});
