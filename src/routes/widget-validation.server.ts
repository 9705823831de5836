import { AREAS } from '#schemas/areas.ts';
import type { PagePayload, WidgetInstance, WidgetResult } from '#schemas/page.ts';
import { isWidgetName, widgetSchemas } from '#registry/widget-schemas.ts';
import { parseWidgetProps } from '#registry/common-props.ts';

interface Issues {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

function describeIssues(error: Issues): string {
  return error.issues.map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`).join('; ');
}

/**
 * Checks every widget's props and data against its own schemas, on the server, before anything renders: the
 * payload may come from an external content API. A widget that fails becomes an error result (the fan sees the
 * quiet fallback in its place, the log says why); one that passes carries its parsed props and data, defaults
 * filled in. So the browser trusts the loader's data and downloads no schema code (initial JS budget).
 */
export function validateWidgets(payload: PagePayload): PagePayload {
  const widgets: Record<string, WidgetResult> = { ...payload.widgets };
  const check = (instance: WidgetInstance): WidgetInstance => {
    const result = widgets[instance.id];
    if (!result?.ok) return instance;
    const fail = (error: string) => {
      console.error(`[widget] ${payload.page.path} #${instance.id} (${instance.name}): ${error}`);
      widgets[instance.id] = { ok: false, error };
      return instance;
    };
    if (!isWidgetName(instance.name)) return fail(`Unknown widget "${instance.name}"`);
    const schemas = widgetSchemas[instance.name];
    const props = parseWidgetProps(schemas.props, instance.props);
    if (!props.success) return fail(`Invalid props: ${describeIssues(props.error)}`);
    const data = schemas.data.safeParse(result.data);
    if (!data.success) return fail(`Invalid data: ${describeIssues(data.error)}`);
    widgets[instance.id] = { ok: true, data: data.data };
    return { ...instance, props: props.data as WidgetInstance['props'] };
  };
  const areas = Object.fromEntries(
    AREAS.map((area) => [area, payload.template.areas[area].map(check)]),
  ) as PagePayload['template']['areas'];
  return { ...payload, template: { ...payload.template, areas }, widgets };
}
