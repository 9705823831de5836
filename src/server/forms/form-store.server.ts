import type { FormFixture } from '#fixtures/school/forms.ts';
import type { Store } from '../store/store.server.ts';
import { hashAccessCode } from './access.server.ts';

// Forms and their submissions live in the store: the forms and submissions repositories (store.forms,
// store.submissions). What is left here is the seed's synchronous write, until the seed is async.

/** Seeds the fixture forms (their access codes hashed) into a store that has none: new, or seeded before forms existed. */
export function seedForms(store: Store, tenant: string, forms: readonly FormFixture[]): void {
  if (store.hasForms(tenant)) return;
  store.putForms(tenant, forms.map(({ accessCode, ...form }) => ({ ...form, accessCodeHash: accessCode ? hashAccessCode(accessCode) : null })));
}
