import { FORM_PARSE_ERROR } from '#schemas/forms/messages.ts';
import { formDataOf, formSummary, type FormData, type FormProps } from './form.schema.ts';
import { FIXTURE_NOW, FORM_IDS, type FormFixture } from '#fixtures/school/index.ts';
import { school } from '../shared/school.fixtures.ts';

const now = new Date(FIXTURE_NOW);

function fixtureForm(id: number): FormFixture {
  const form = school.forms.find((f) => f.id === id);
  if (!form) throw new Error(`No form ${id}`);
  return form;
}

/** A form of the demo school on its page at FIXTURE_NOW, before any submission, by the widget's own mapper. */
function onPage(id: number, path = `/form/${id}`): { props: FormProps; data: FormData; from: string } {
  return { props: {}, data: formDataOf(fixtureForm(id), { submissions: 0, now, locked: false, token: null, preview: false }), from: path };
}

const hidden = fixtureForm(FORM_IDS.hidden);
const protectedForm = fixtureForm(FORM_IDS.protected);

/** One fixture per fixture form (fixtures/school/forms.ts), plus a definition with an unknown field type. */
export const formFixtures = {
  fanFeedbackSurvey: onPage(FORM_IDS.fanFeedback),
  recruitingQuestionnaire: onPage(FORM_IDS.recruiting),
  seasonTicketInterest: onPage(FORM_IDS.seasonTickets),
  pending: onPage(FORM_IDS.pending),
  closed: onPage(FORM_IDS.closed),
  limited: onPage(FORM_IDS.limited),
  /** A hidden form as staff preview it (the public gets a 404). */
  hiddenPreview: { props: {}, data: formDataOf(hidden, { submissions: 0, now, locked: false, token: null, preview: true }) },
  /** A protected form for a fan without its access code. */
  protectedLocked: {
    props: {},
    data: formDataOf(protectedForm, { submissions: 0, now, locked: true, token: null, preview: false }),
    from: `/protected/form/${protectedForm.id}`,
  },
  unknownFieldType: {
    props: {},
    data: {
      state: 'invalid',
      form: { ...formSummary(fixtureForm(FORM_IDS.fanFeedback)), title: 'Broken Survey' },
      message: FORM_PARSE_ERROR,
    },
  },
} satisfies Record<string, { props: FormProps; data: FormData; from?: string }>;
