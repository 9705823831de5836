import type { FormFixture } from '#fixtures/school/forms.ts';
import type { Store } from '../store/store.server.ts';
import { hashAccessCode } from './access.server.ts';

// Forms and their submissions live in the store: the forms and submissions repositories (store.forms,
// store.submissions). The demo seed writes its forms itself (src/server/store/seed.server.ts); this is for tests.

/** Seeds the fixture forms (their access codes hashed) into a store that has none: new, or seeded before forms existed. */
export async function seedForms(store: Store, tenant: string, forms: readonly FormFixture[]): Promise<void> {
  if (await store.forms.any(tenant)) return;
  await store.forms.put(
    tenant,
    forms.map(({ accessCode, ...form }) => ({ ...form, accessCodeHash: accessCode ? hashAccessCode(accessCode) : null })),
  );
}
