// spec 5 and 8: every message a form shows, once. Shared by the browser (rjsf) and the server (ajv) so both
// speak with the same words.

/** spec 5 generic form messages. */
export const FORM_MESSAGES = {
  required: (title: string) => `${title} is required.`,
  email: 'Please enter a valid email address.',
  url: 'Please enter a valid URL.',
  formInvalid: 'Sorry, not all fields are filled out correctly.',
  invalid: 'This field is not valid.',
} as const;

/** spec 8: an unknown field type. */
export const formMatchError = (type: string) => `Form match error: field type [${type}] not found`;
export const FORM_PARSE_ERROR = 'Error parsing the form schema';

/** spec 5: the first option of a select; the label of an "other" option's text box. */
export const SELECT_PLACEHOLDER = 'Select...';
export const otherLabel = (label: string) => `Other ${label}`;

/** Our own words where the spec shows none. */
export const FORM_TEXT = {
  pending: (opens: string) => `This form is not open yet. It opens on ${opens}.`,
  paymentsUnavailable:
    'Online payment is not available yet: submitting this form records your request, and the ticket office contacts you to pay.',
  submit: 'Submit',
  sending: 'Sending…',
  sendFailed: 'Your answers could not be sent. Please try again in a moment.',
  tooMany: 'Too many submissions from your connection. Please wait a minute and try again.',
  accessCodeLabel: 'Access code',
  accessCodeHelp: 'This form is protected. Enter the access code you were given.',
  accessCodeWrong: 'That access code is not correct.',
  unlock: 'Open form',
  staffPreview: 'Staff preview: this form is hidden from the public.',
  quantity: 'Quantity',
  coupon: 'Coupon code',
} as const;

/**
 * One validation error as ajv reports it (the browser's precompiled validator and the server's compiled one
 * give the same objects): the failing keyword, where in the data, its parameters.
 */
export interface AjvErrorLike {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

/** The field (top-level property) an error belongs to, or null for errors about the whole answer set. */
export function errorField(error: AjvErrorLike): string | null {
  const { params } = error;
  if (typeof params.propertyName === 'string') return params.propertyName;
  const segment = error.instancePath.split('/')[1];
  if (segment) return segment.replaceAll('~1', '/').replaceAll('~0', '~');
  return typeof params.missingProperty === 'string' ? params.missingProperty : null;
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  value === false ||
  (Array.isArray(value) && value.length === 0);

/** spec 5: one error's message, and how telling it is (0 required, 1 format, 2 generic). */
function describe(error: AjvErrorLike, title: string, value: unknown): { message: string; rank: number } {
  // An empty answer failing its length or "must be checked" rule reads as required.
  if (error.keyword === 'required' || (['minLength', 'minItems', 'const', 'pattern'].includes(error.keyword) && isEmpty(value))) {
    return { message: FORM_MESSAGES.required(title), rank: 0 };
  }
  if (error.keyword === 'format' && error.params.format === 'email') return { message: FORM_MESSAGES.email, rank: 1 };
  if (error.keyword === 'format' && error.params.format === 'uri') return { message: FORM_MESSAGES.url, rank: 1 };
  return { message: FORM_MESSAGES.invalid, rank: 2 };
}

/**
 * All errors of one validation, as one message per field (the most telling one: required, then format, then
 * the generic one). `titles` names the fields; `data` is the answer set that was validated.
 */
export function fieldMessages(
  errors: readonly AjvErrorLike[],
  data: unknown,
  titles: Readonly<Record<string, string>>,
): Record<string, string> {
  const best = new Map<string, { message: string; rank: number }>();
  const answers = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  for (const error of errors) {
    if (error.keyword === 'if') continue; // ajv repeats a failed then-branch as an "if" error: the branch's own errors say it
    const field = errorField(error);
    if (field === null) continue;
    const found = describe(error, titles[field] ?? field, Object.hasOwn(answers, field) ? answers[field] : undefined);
    if ((best.get(field)?.rank ?? Infinity) > found.rank) best.set(field, found);
  }
  return Object.fromEntries([...best].map(([field, { message }]) => [field, message]));
}
