import { SubscribePropsSchema, subscribeData, type SubscribeData, type SubscribeProps, type SubscribeStatus } from './subscribe.schema.ts';
import { school } from '../shared/school.fixtures.ts';

const subscribe = SubscribePropsSchema.parse({});
const unsubscribed = SubscribePropsSchema.parse({ variant: 'unsubscribed' });
const page = (props: SubscribeProps, status?: SubscribeStatus): SubscribeData =>
  subscribeData({ sports: school.sports, status, variant: props.variant });

export const subscribeFixtures = {
  form: { props: subscribe, data: page(subscribe), from: '/subscribe' },
  /** After a sign-up: the confirmation link is on its way. */
  sent: { props: subscribe, data: page(subscribe, 'sent'), from: '/subscribe?status=sent' },
  invalid: { props: subscribe, data: page(subscribe, 'invalid') },
  limited: { props: subscribe, data: page(subscribe, 'limited') },
  confirmed: { props: subscribe, data: page(subscribe, 'confirmed') },
  unsubscribed: { props: unsubscribed, data: page(unsubscribed), from: '/unsubscribed' },
  badUnsubscribeLink: {
    props: unsubscribed,
    data: page(unsubscribed, 'unsubscribe-failed'),
    from: '/unsubscribed?status=unsubscribe-failed',
  },
} satisfies Record<string, { props: SubscribeProps; data: SubscribeData; from?: string }>;
