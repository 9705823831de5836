import { sanitize } from '#src/server/sanitize.server.ts';
import type { LegacyWidgetResolver } from '../shared/context.server.ts';

export const resolveRichText: LegacyWidgetResolver<'rich-text'> = (props) => ({
  title: props.title ?? null,
  html: sanitize(props.html),
});
