// Press clippings (spec 2.1): other outlets' stories about the program.
import * as z from 'zod/mini';
import { PageLinksSchema } from '../shared/paging.ts';
import { defineWidget } from '#registry/define-widget.ts';

const SportLinkSchema = z.object({ title: z.string(), url: z.string() });
const OptionSchema = z.object({ value: z.string(), label: z.string() });

export const ClippingsPropsSchema = z.object({ pageSize: z._default(z.number().check(z.int(), z.minimum(5), z.maximum(100)), 20) });
export type ClippingsProps = z.infer<typeof ClippingsPropsSchema>;
export const ClippingsDataSchema = z.object({
  clips: z.array(z.object({ id: z.number(), outlet: z.string(), headline: z.string(), date: z.string(), url: z.string(), sport: z.nullable(SportLinkSchema) })),
  sports: z.array(OptionSchema),
  selected: z.string(),
  action: z.string(),
  total: z.number(),
  page: PageLinksSchema,
});
export type ClippingsData = z.infer<typeof ClippingsDataSchema>;

export const widget = defineWidget({
  name: 'clippings',
  label: 'Press clippings',
  description: "Other outlets' stories about the program.",
  props: ClippingsPropsSchema,
  data: ClippingsDataSchema,
});
