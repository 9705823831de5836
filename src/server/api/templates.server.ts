import * as z from 'zod/mini';
import { AREAS, TemplateSchema, type Template } from '#schemas/page.ts';
import { isWidgetName, widgetSchemas } from '#registry/widget-schemas.ts';
import { parseWidgetProps } from '#registry/common-props.ts';
import { sanitize } from '../sanitize.server.ts';

export interface WidgetError {
  area: string;
  id: string;
  name: string;
  message: string;
}

/** A template is accepted only if every widget is known and its props pass that widget's schema. */
export function validateTemplateWidgets(template: Template): WidgetError[] {
  const errors: WidgetError[] = [];
  for (const area of AREAS) {
    for (const widget of template.areas[area]) {
      if (!isWidgetName(widget.name)) {
        errors.push({ area, id: widget.id, name: widget.name, message: `Unknown widget "${widget.name}"` });
        continue;
      }
      const props = parseWidgetProps(widgetSchemas[widget.name].props, widget.props);
      if (!props.success) errors.push({ area, id: widget.id, name: widget.name, message: z.prettifyError(props.error) });
    }
  }
  return errors;
}

/** Store HTML is sanitized when written, too: an `html` prop never holds a script, even in the raw template. */
export function sanitizeHtmlProps(template: Template): Template {
  const clean = (widgets: Template['areas']['default']) =>
    widgets.map((w) => (typeof w.props.html === 'string' ? { ...w, props: { ...w.props, html: sanitize(w.props.html) } } : w));
  return {
    ...template,
    areas: { above: clean(template.areas.above), default: clean(template.areas.default), below: clean(template.areas.below) },
  };
}

export type TemplateCheck = { ok: true; template: Template } | { ok: false; message: string; details: unknown };

/** One check for every template write (the API's PUT and the editor's drafts): shape, widgets, props, then sanitized HTML. */
export function checkTemplate(page: string, sportId: number, body: unknown): TemplateCheck {
  const fields = body && typeof body === 'object' && !Array.isArray(body) ? body : {};
  const parsed = TemplateSchema.safeParse({ ...fields, page, sport_id: sportId || null });
  if (!parsed.success) return { ok: false, message: 'Invalid template', details: z.treeifyError(parsed.error) };
  const widgetErrors = validateTemplateWidgets(parsed.data);
  if (widgetErrors.length > 0) return { ok: false, message: 'Invalid template', details: widgetErrors };
  return { ok: true, template: sanitizeHtmlProps(parsed.data) };
}
