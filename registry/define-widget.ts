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
  /** The page's title, as its widgets named it (PagePayload.page.title); absent where a widget renders alone (stories). */
  pageTitle?: string;
}

/**
 * A widget module: its component as the default export. Its props and data schemas live in its `{name}.schema.ts`
 * (the catalogue in widget-schemas.ts), where the server checks every payload before rendering, so a widget's chunk
 * carries no schema code.
 */
export interface WidgetModule<P, D> {
  default: ComponentType<WidgetComponentProps<P, D>>;
}

/** One entry of the client map (widgets.ts): the component loads lazily, a page downloads only the widgets it shows. */
export interface WidgetDefinition<P = unknown, D = unknown> {
  load: () => Promise<WidgetModule<P, D>>;
}

/** What a widget declares about itself in `src/widgets/{name}/{name}.schema.ts`; `npm run gen` catalogues it. */
export interface WidgetSpec<Name extends string, P extends z.ZodMiniType, D extends z.ZodMiniType> {
  /** The registry key: kebab-case, the widget's folder and the stem of each of its files. */
  name: Name;
  /** What editors see in the template editor's widget list. */
  label: string;
  /** One line under it in the editor's "Add a widget" list. */
  description: string;
  /** The props a template gives the widget (the editor's form is generated from this schema). */
  props: P;
  /** What its resolver returns and its component shows. */
  data: D;
  /**
   * The widget is the subject of the page it is on (a story, a game, a document): its resolver runs before the
   * page's other widgets, and the sport it sets on a page whose sport spec 2.3 sets by hand is the one they see.
   */
  subject?: boolean;
}

/**
 * Declares a widget: TypeScript keeps its name literal and its schemas exact, so the generated maps type each
 * resolver, component and fixture against them. Marked pure for the bundler (vite.config.ts), so a browser chunk that
 * imports a constant from a schema file does not keep the schemas.
 */
export function defineWidget<const Name extends string, P extends z.ZodMiniType, D extends z.ZodMiniType>(
  spec: WidgetSpec<Name, P, D>,
): WidgetSpec<Name, P, D> {
  return spec;
}
