import * as z from 'zod/mini';
import { StoreHtmlSchema } from '#schemas/html/store-html.ts';
import { defineWidget } from '#registry/define-widget.ts';

export const RichTextPropsSchema = z.object({
  title: z.optional(z.string()),
  /** Store HTML; sanitized on the server before it reaches the page. */
  html: StoreHtmlSchema,
});
export type RichTextProps = z.infer<typeof RichTextPropsSchema>;

export const RichTextDataSchema = z.object({ title: z.nullable(z.string()), html: z.string() });
export type RichTextData = z.infer<typeof RichTextDataSchema>;

/** The block's title and its sanitized html. */
export function richTextData({ title, html }: { title: string | undefined; html: string }): RichTextData {
  return { title: title ?? null, html };
}

export const widget = defineWidget({
  name: 'rich-text',
  label: 'Rich text',
  description: 'Free text written by editors (sanitized HTML), with an optional title.',
  props: RichTextPropsSchema,
  data: RichTextDataSchema,
});
