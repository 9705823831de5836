import * as z from 'zod/mini';
import { defineWidget } from '#registry/define-widget.ts';

export const NotFoundPropsSchema = z.object({});
export type NotFoundProps = z.infer<typeof NotFoundPropsSchema>;

/** The sport home pages of the main menu, offered as ways on (schemas/entities/sport-home-links.ts). */
export const NotFoundDataSchema = z.object({ sports: z.array(z.object({ title: z.string(), url: z.string() })) });
export type NotFoundData = z.infer<typeof NotFoundDataSchema>;

export const widget = defineWidget({
  name: 'not-found',
  label: 'Page not found',
  description: 'The not-found message with a site search and links home and to the sports (spec 8).',
  props: NotFoundPropsSchema,
  data: NotFoundDataSchema,
});
