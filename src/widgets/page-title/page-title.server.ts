import type { WidgetResolver } from '../shared/context.server.ts';

/** The heading shows the page's own title (named by the page's main widget) unless the template overrides it. */
export const resolvePageTitle: WidgetResolver<'page-title'> = async (props) => ({ data: { title: props.title ?? null, subtitle: null } });
