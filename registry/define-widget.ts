import type { ComponentType, LazyExoticComponent } from 'react';
import type * as z from 'zod/mini';
import type { Sport } from '#schemas/entities/sport.ts';

export interface WidgetComponentProps<P, D> {
  props: P;
  data: D;
  /** The page's current sport (spec 2.3), or null. */
  sport: Sport | null;
  /** The widget instance id in its template: unique on the page, handy for element ids. */
  id: string;
}

export interface WidgetDefinition<P = unknown, D = unknown> {
  name: string;
  label: string;
  props: z.ZodMiniType<P>;
  data: z.ZodMiniType<D>;
  component: LazyExoticComponent<ComponentType<WidgetComponentProps<P, D>>>;
}

/** One registry entry: TypeScript checks the component against the widget's own props and data schemas. */
export function defineWidget<P, D>(definition: WidgetDefinition<P, D>): WidgetDefinition<P, D> {
  return definition;
}
