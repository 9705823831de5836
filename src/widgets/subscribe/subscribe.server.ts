import { subscribeData } from './subscribe.schema.ts';
import type { WidgetResolver } from '../shared/context.server.ts';

/** spec 2.1 subscribe and unsubscribed: the sign-up form and what the last step did. */
export const resolveSubscribe: WidgetResolver<'subscribe'> = async (props, ctx) => ({
  data: subscribeData({ sports: ctx.sports, status: ctx.page.query.status, variant: props.variant }),
});
