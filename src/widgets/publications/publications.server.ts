import type { WidgetResolver } from '../shared/context.server.ts';
import { allPublications } from '../shared/publications.server.ts';
import { publicationsData } from './publications.schema.ts';

/** spec 2.1 publications list: filter by sport, season and kind (query parameters; unknown values mean "all"). */
export const resolvePublications: WidgetResolver<'publications'> = async (props, ctx) => ({
  data: publicationsData({ all: await allPublications(ctx), sports: ctx.sports, kind: props.kind, query: ctx.page.query }),
});
