import type { ComponentType } from 'react';
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

/** What loading a widget yields: its component and the schemas its props and data are checked against. */
export interface LoadedWidget<P, D> {
  component: ComponentType<WidgetComponentProps<P, D>>;
  props: z.ZodMiniType<P>;
  data: z.ZodMiniType<D>;
}

export interface WidgetDefinition<P = unknown, D = unknown> {
  /** Component and schemas load together, lazily: a page downloads only the widgets it shows. */
  load: () => Promise<LoadedWidget<P, D>>;
}

/** One registry entry: TypeScript checks the component against the widget's own props and data schemas. */
export function defineWidget<P, D>(definition: WidgetDefinition<P, D>): WidgetDefinition<P, D> {
  return definition;
}

/** A widget module: its component (default export) and its props and data schemas beside it. */
export interface WidgetModule<P, D> {
  default: ComponentType<WidgetComponentProps<P, D>>;
  propsSchema: z.ZodMiniType<P>;
  dataSchema: z.ZodMiniType<D>;
}

/** What a widget module yields: one dynamic import per widget (component and schemas in one chunk). */
export function loadedWidget<P, D>(module: WidgetModule<P, D>): LoadedWidget<P, D> {
  return { component: module.default, props: module.propsSchema, data: module.dataSchema };
}
