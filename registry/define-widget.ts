import type { ComponentType } from 'react';
import type { Sport } from '#schemas/entities/sport.ts';

export interface WidgetComponentProps<P, D> {
  props: P;
  data: D;
  /** The page's current sport (spec 2.3), or null. */
  sport: Sport | null;
  /** The widget instance id in its template: unique on the page, handy for element ids. */
  id: string;
}

/**
 * A widget module: its component as the default export. Its props and data schemas live in
 * schemas/widgets (`widgetSchemas`), where the server checks every payload before rendering, so a widget's
 * chunk carries no schema code.
 */
export interface WidgetModule<P, D> {
  default: ComponentType<WidgetComponentProps<P, D>>;
}

export interface WidgetDefinition<P = unknown, D = unknown> {
  /** The component loads lazily: a page downloads only the widgets it shows. */
  load: () => Promise<WidgetModule<P, D>>;
}

/** One registry entry: TypeScript checks the component against the widget's own props and data schemas. */
export function defineWidget<P, D>(definition: WidgetDefinition<P, D>): WidgetDefinition<P, D> {
  return definition;
}
