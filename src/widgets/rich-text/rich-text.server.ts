import { sanitize } from '#src/server/sanitize.server.ts';
import type { WidgetResolver } from '../shared/context.server.ts';
import { richTextData } from './rich-text.schema.ts';

export const resolveRichText: WidgetResolver<'rich-text'> = async (props) => ({
  data: richTextData({ title: props.title, html: sanitize(props.html) }),
});
