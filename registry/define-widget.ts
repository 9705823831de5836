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
  name: string;
  label: string;
  /** Component and schemas load together, lazily: a page downloads only the widgets it shows. */
  load: () => Promise<LoadedWidget<P, D>>;
}

/** One registry entry: TypeScript checks the component against the widget's own props and data schemas. */
export function defineWidget<P, D>(definition: WidgetDefinition<P, D>): WidgetDefinition<P, D> {
  return definition;
}

export async function loadWidget<P, D>(
  component: Promise<{ default: ComponentType<WidgetComponentProps<P, D>> }>,
  schemas: Promise<{ props: z.ZodMiniType<P>; data: z.ZodMiniType<D> }>,
): Promise<LoadedWidget<P, D>> {
  const [module, { props, data }] = await Promise.all([component, schemas]);
  return { component: module.default, props, data };
}
