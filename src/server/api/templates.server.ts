import * as z from 'zod/mini';
import { AREAS, type Template } from '#schemas/page.ts';
import { isWidgetName, widgetSchemas } from '#schemas/widgets/index.ts';
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
      const props = widgetSchemas[widget.name].props.safeParse(widget.props);
      if (!props.success) errors.push({ area, id: widget.id, name: widget.name, message: z.prettifyError(props.error) });
    }
  }
  return errors;
}

/** Store HTML is sanitized when written, too: an `html` prop never holds a script, even in the raw template. */
export function sanitizeHtmlProps(template: Template): Template {
  const clean = (widgets: Template['areas']['default']) =>
    widgets.map((w) => (typeof w.props.html === 'string' ? { ...w, props: { ...w.props, html: sanitize(w.props.html) } } : w));
  return { ...template, areas: { above: clean(template.areas.above), default: clean(template.areas.default), below: clean(template.areas.below) } };
}
