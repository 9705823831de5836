import * as z from 'zod/mini';

/** spec 3 Option: rank orders the options (spec 5); an "other" option adds an "Other {label}" text box. */
export const FormOptionSchema = z.object({
  rank: z.number(),
  value: z.string(),
  title: z.string(),
  other: z.boolean(),
});
export type FormOption = z.infer<typeof FormOptionSchema>;

/** spec 5 conditional display operators. */
export const CONDITION_OPERATORS = ['Is', 'Is Not'] as const;
/** spec 5: "Is" with this value means any answer is given. */
export const CONDITION_ANY = 'any';

/** One condition on another field's answer; a field with several conditions shows when all of them hold. */
export const FormConditionSchema = z.object({
  field: z.number(),
  operator: z.enum(CONDITION_OPERATORS),
  value: z.string(),
});
export type FormCondition = z.infer<typeof FormConditionSchema>;

/** spec 5: a date field whose default value is this token starts at the current date. */
export const DEFAULT_TODAY = 'today';

/**
 * spec 3 Form field. `type` is a plain string on purpose: an unknown code must reach the converter, which
 * reports it (spec 8) instead of the whole form failing validation. `format` marks email and URL fields.
 */
export const FormFieldSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  type: z.string(),
  title: z.string(),
  required: z.boolean(),
  maxLength: z.number().check(z.int(), z.nonnegative()),
  maxQuantity: z.number().check(z.nonnegative()),
  options: z.array(FormOptionSchema),
  conditions: z.array(FormConditionSchema),
  defaultValue: z.nullable(z.string()),
  format: z.nullable(z.enum(['email', 'url'])),
});
export type FormField = z.infer<typeof FormFieldSchema>;

/** spec 3 payment settings. Taking payments is out of scope: the form page shows them and says so. */
export const FormPaymentSchema = z.object({
  enabled: z.boolean(),
  type: z.enum(['per-item', 'flat']),
  amount: z.number().check(z.nonnegative()),
  maxQuantity: z.number().check(z.int(), z.nonnegative()),
  coupon: z.boolean(),
});
export type FormPayment = z.infer<typeof FormPaymentSchema>;

/** Who may open a form: anyone, staff only (/hidden/form/{id}), or anyone with its access code (/protected/form/{id}). */
export const FORM_ACCESS = ['public', 'hidden', 'protected'] as const;
export type FormAccess = (typeof FORM_ACCESS)[number];

/** spec 3 Form, as the browser may see it (no access-code hash). Dates are ISO strings with an offset. */
export const FormSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  title: z.string(),
  access: z.enum(FORM_ACCESS),
  payment: FormPaymentSchema,
  /** The field whose answer is the submitter's email address (it gets the email format). */
  emailField: z.nullable(z.number()),
  multiRecipient: z.boolean(),
  thankYouText: z.string(),
  startDate: z.nullable(z.iso.datetime({ offset: true })),
  expirationDate: z.nullable(z.iso.datetime({ offset: true })),
  /** 0: no limit. */
  maxSubmissions: z.number().check(z.int(), z.nonnegative()),
  closedMessage: z.string(),
  fields: z.array(FormFieldSchema),
});
export type Form = z.infer<typeof FormSchema>;

/** The stored form: the definition plus the salted hash of its access code (protected forms only). */
export const StoredFormSchema = z.extend(FormSchema, { accessCodeHash: z.nullable(z.string()) });
export type StoredForm = z.infer<typeof StoredFormSchema>;

/** spec 4 form status. */
export const FORM_STATUSES = ['pending', 'active', 'closed'] as const;
export type FormStatus = (typeof FORM_STATUSES)[number];
