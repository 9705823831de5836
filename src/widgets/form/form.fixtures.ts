import { FORM_PARSE_ERROR } from '#schemas/forms/messages.ts';
import { initialFormData, schemaVersion, toJsonSchema } from '#schemas/forms/to-json-schema.ts';
import { formSummary, formValidatorUrl, type FormData, type FormProps } from './form.schema.ts';
import { FIXTURE_NOW, FORM_IDS, type FormFixture } from '#fixtures/school/index.ts';
import { school } from '../shared/school.fixtures.ts';

const TODAY = FIXTURE_NOW.slice(0, 10);

function fixtureForm(id: number): FormFixture {
  const form = school.forms.find((f) => f.id === id);
  if (!form) throw new Error(`No form ${id}`);
  return form;
}

/** What src/server/forms/view.server.ts answers for an open form (the stories cannot load its validator module). */
function ready(id: number): { props: FormProps; data: FormData } {
  const form = fixtureForm(id);
  const converted = toJsonSchema(form);
  if (!converted.ok) throw new Error(converted.error.message);
  const { schema, uiSchema, titles } = converted.value;
  return {
    props: {},
    data: {
      state: 'ready', form: formSummary(form), schema, uiSchema, titles, initialData: initialFormData(form, TODAY),
      validatorUrl: formValidatorUrl(id, schemaVersion(schema), null), accessToken: null, preview: form.access === 'hidden',
    },
  };
}

const pending = fixtureForm(FORM_IDS.pending);
const closed = fixtureForm(FORM_IDS.closed);

/** One fixture per fixture form (fixtures/school/forms.ts), plus a definition with an unknown field type. */
export const formFixtures = {
  fanFeedbackSurvey: ready(FORM_IDS.fanFeedback),
  recruitingQuestionnaire: ready(FORM_IDS.recruiting),
  seasonTicketInterest: ready(FORM_IDS.seasonTickets),
  pending: { props: {}, data: { state: 'unavailable', form: formSummary(pending), status: 'pending', message: '', opensAt: pending.startDate } },
  closed: { props: {}, data: { state: 'unavailable', form: formSummary(closed), status: 'closed', message: closed.closedMessage, opensAt: null } },
  limited: ready(FORM_IDS.limited),
  hiddenPreview: ready(FORM_IDS.hidden),
  protectedLocked: { props: {}, data: { state: 'locked', form: formSummary(fixtureForm(FORM_IDS.protected)) } },
  unknownFieldType: { props: {}, data: { state: 'invalid', form: { ...formSummary(fixtureForm(FORM_IDS.fanFeedback)), title: 'Broken Survey' }, message: FORM_PARSE_ERROR } },
} satisfies Record<string, { props: FormProps; data: FormData }>;
