import { SUBSCRIBE_STATUSES, type SubscribeStatus } from './subscribe.schema.ts';
import type { LegacyWidgetResolver } from '../shared/context.server.ts';

const isStatus = (value: string | undefined): value is SubscribeStatus => (SUBSCRIBE_STATUSES as readonly string[]).includes(value ?? '');

/**
 * spec 2.1 subscribe and unsubscribed (issue 9, part 5): the sign-up form with every real sport to choose from,
 * and what the last step did (`?status=`, set by the newsletter's site routes; anything else shows the form).
 */
export const resolveSubscribe: LegacyWidgetResolver<'subscribe'> = (props, ctx) => {
  const status = ctx.page.query.status;
  const fallback: SubscribeStatus = props.variant === 'unsubscribed' ? 'unsubscribed' : 'form';
  return {
    sports: ctx.sports.filter((s) => !s.non_sport).map((s) => ({ id: s.id, title: s.title })),
    status: isStatus(status) ? status : fallback,
    action: '/subscribe',
  };
};
