import { sanitize } from '#src/server/sanitize.server.ts';
import type { WidgetResolver } from '../shared/context.server.ts';

export const resolveRichText: WidgetResolver<'rich-text'> = (props) => ({
  title: props.title ?? null,
  html: sanitize(props.html),
});
