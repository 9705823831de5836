import { SubscribePropsSchema, type SubscribeData, type SubscribeProps, type SubscribeStatus } from './subscribe.schema.ts';
import { school } from '../shared/school.fixtures.ts';

const sports = school.sports.filter((s) => !s.non_sport).map((s) => ({ id: s.id, title: s.title }));
const page = (status: SubscribeStatus): SubscribeData => ({ sports, status, action: '/subscribe' });

export const subscribeFixtures = {
  form: { props: SubscribePropsSchema.parse({}), data: page('form') },
  /** After a sign-up: the confirmation link is on its way. */
  sent: { props: SubscribePropsSchema.parse({}), data: page('sent') },
  invalid: { props: SubscribePropsSchema.parse({}), data: page('invalid') },
  limited: { props: SubscribePropsSchema.parse({}), data: page('limited') },
  confirmed: { props: SubscribePropsSchema.parse({}), data: page('confirmed') },
  unsubscribed: { props: SubscribePropsSchema.parse({ variant: 'unsubscribed' }), data: page('unsubscribed') },
  badUnsubscribeLink: { props: SubscribePropsSchema.parse({ variant: 'unsubscribed' }), data: page('unsubscribe-failed') },
} satisfies Record<string, { props: SubscribeProps; data: SubscribeData }>;
