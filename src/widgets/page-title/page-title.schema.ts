import * as z from 'zod/mini';
import { defineWidget } from '#registry/define-widget.ts';

export const PageTitlePropsSchema = z.object({
  /** Overrides the page's own title. */
  title: z.optional(z.string()),
  /** Visually hide the heading (it still names the page for screen readers). */
  hidden: z._default(z.boolean(), false),
});
export type PageTitleProps = z.infer<typeof PageTitlePropsSchema>;

/** `title` is the template's override; null shows the page's title (PagePayload.page.title). */
export const PageTitleDataSchema = z.object({ title: z.nullable(z.string()), subtitle: z.nullable(z.string()) });
export type PageTitleData = z.infer<typeof PageTitleDataSchema>;

export const widget = defineWidget({
  name: 'page-title',
  label: 'Page title',
  description: "The page's heading (the page, sport or story name).",
  props: PageTitlePropsSchema,
  data: PageTitleDataSchema,
});
