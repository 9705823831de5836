import { lazy } from 'react';
import { widgetSchemas, type WidgetData, type WidgetName, type WidgetProps } from '#schemas/widgets/index.ts';
import { defineWidget, type WidgetDefinition } from './define-widget.ts';

/**
 * The only place that knows widgets by name. Each component is loaded lazily, so a page ships only the code
 * of the widgets its template shows. Adding a widget: a folder in src/widgets, its schemas, one line here,
 * a fixture and a story.
 */
export const widgetRegistry: { [N in WidgetName]: WidgetDefinition<WidgetProps<N>, WidgetData<N>> } = {
  'page-title': defineWidget({
    name: 'page-title', label: 'Page title', ...widgetSchemas['page-title'],
    component: lazy(() => import('#src/widgets/page-title/page-title.tsx')),
  }),
  'story-list': defineWidget({
    name: 'story-list', label: 'Story list', ...widgetSchemas['story-list'],
    component: lazy(() => import('#src/widgets/story-list/story-list.tsx')),
  }),
  scoreboard: defineWidget({
    name: 'scoreboard', label: 'Scoreboard (upcoming games or results)', ...widgetSchemas.scoreboard,
    component: lazy(() => import('#src/widgets/scoreboard/scoreboard.tsx')),
  }),
  promotion: defineWidget({
    name: 'promotion', label: 'Promotion', ...widgetSchemas.promotion,
    component: lazy(() => import('#src/widgets/promotion/promotion.tsx')),
  }),
  'rich-text': defineWidget({
    name: 'rich-text', label: 'Rich text', ...widgetSchemas['rich-text'],
    component: lazy(() => import('#src/widgets/rich-text/rich-text.tsx')),
  }),
  'sports-directory': defineWidget({
    name: 'sports-directory', label: 'Sports directory', ...widgetSchemas['sports-directory'],
    component: lazy(() => import('#src/widgets/sports-directory/sports-directory.tsx')),
  }),
  roster: defineWidget({
    name: 'roster', label: 'Roster', ...widgetSchemas.roster,
    component: lazy(() => import('#src/widgets/roster/roster.tsx')),
  }),
  'roster-bio': defineWidget({
    name: 'roster-bio', label: 'Player bio', ...widgetSchemas['roster-bio'],
    component: lazy(() => import('#src/widgets/roster-bio/roster-bio.tsx')),
  }),
  schedule: defineWidget({
    name: 'schedule', label: 'Schedule', ...widgetSchemas.schedule,
    component: lazy(() => import('#src/widgets/schedule/schedule.tsx')),
  }),
  form: defineWidget({
    name: 'form', label: 'Form', ...widgetSchemas.form,
    component: lazy(() => import('#src/widgets/form/form.tsx')),
  }),
};

export function getWidget(name: string): WidgetDefinition<unknown, unknown> | undefined {
  // Props and data are validated against the entry's own schemas before the component sees them.
  return Object.hasOwn(widgetRegistry, name)
    ? (widgetRegistry[name as WidgetName] as unknown as WidgetDefinition<unknown, unknown>)
    : undefined;
}
