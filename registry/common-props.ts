import * as z from 'zod/mini';
import { HIDE_ON } from './hide-on.ts';

// Props every widget takes from the registry, whatever its own schema: a template sets them on any widget
// instance and the editor's generated form shows them under each widget's own fields.

export const CommonPropsSchema = z.object({
  /** Hidden by CSS at that width: the widget stays in the page's HTML (one cached page for every device). */
  hideOn: z.optional(z.enum(HIDE_ON)),
});
export type CommonProps = z.infer<typeof CommonPropsSchema>;

type Parsed = { success: true; data: Record<string, unknown> } | { success: false; error: z.core.$ZodError };

/**
 * A widget instance's props checked against the common props and the widget's own schema. The common props are
 * taken out before the widget's schema sees the rest, so a widget's schema never has to know them.
 */
export function parseWidgetProps(own: z.ZodMiniType, props: Record<string, unknown>): Parsed {
  const { hideOn, ...rest } = props;
  const common = CommonPropsSchema.safeParse({ hideOn });
  if (!common.success) return { success: false, error: common.error };
  const parsed = own.safeParse(rest);
  if (!parsed.success) return { success: false, error: parsed.error };
  return {
    success: true,
    data: { ...(parsed.data as Record<string, unknown>), ...(common.data.hideOn ? { hideOn: common.data.hideOn } : {}) },
  };
}

/** The common props as JSON Schema properties for the editor's form (rjsf shows a oneOf of consts as a select). */
export const COMMON_PROPS_JSON_SCHEMA: Record<string, unknown> = {
  hideOn: {
    title: 'Hide on',
    description: 'Leave empty to show the widget at every width.',
    type: 'string',
    oneOf: [
      { const: 'phones', title: 'Phones (narrower than 768 px)' },
      { const: 'desktops', title: 'Desktops (1024 px and wider)' },
    ],
  },
};
