import type { WidgetResolver } from '../shared/context.server.ts';

export const resolvePageTitle: WidgetResolver<'page-title'> = (props, ctx) => ({
  title: props.title ?? ctx.page.title,
  subtitle: null,
});
