// The content API's template write (PUT /common/templates/{page}) appends the next version under the page's lock,
// the one the editor's publish takes: writers of one page at once, through two machines, number their versions
// one after another.
import { afterAll, expect, it } from 'vitest';
import type { Store } from '#src/server/store/store.server.ts';
import { describeDatabases, seededStore } from '#tests/support/seeded-store.ts';
import { createContentApi } from './content-api.server.ts';

const STAFF_TOKEN = 'put-template-staff-token-0123';
const WRITERS = 12;

describeDatabases('concurrent template writes on %s', (database) => {
  const site = seededStore(`put-template-${database}`, { staffToken: STAFF_TOKEN, database });
  const others: Store[] = [];
  afterAll(async () => {
    for (const store of others.splice(0)) await store.close();
  });

  it('number the versions without a gap or a repeat, whichever machine each went through', async () => {
    // Machine B: on PostgreSQL its own connections to the same database (another machine's view). On SQLite, one
    // process's writers share its connection: a second one in this process would wait on the first, which cannot run.
    const other = database === 'postgres' ? await site.connect() : site.store;
    if (other !== site.store) others.push(other);
    const machineB = createContentApi(other);
    const path = '/common/templates/homepage';
    const live = (await (await site.call('GET', path, undefined, false)).json()) as { version: number; areas: unknown };
    const put = (i: number) => {
      const request = new Request(`http://site.example/api/v2${path}`, {
        method: 'PUT',
        headers: { tenant: site.school.tenant, authorization: `Bearer ${STAFF_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ areas: live.areas }),
      });
      return i % 2 ? machineB(request) : site.api(request);
    };
    const answers = await Promise.all(Array.from({ length: WRITERS }, (_, i) => put(i)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(WRITERS).fill(200));
    const numbers = await Promise.all(answers.map(async (answer) => ((await answer.json()) as { version: number }).version));
    const expected = Array.from({ length: WRITERS }, (_, i) => live.version + 1 + i);
    expect(numbers.sort((a, b) => a - b)).toEqual(expected);
    const stored = await site.store.templates.versions({ tenant: site.school.tenant, page: 'homepage', sportId: 0 });
    expect(
      stored
        .map((row) => row.version)
        .filter((version) => version > live.version)
        .sort((a, b) => a - b),
    ).toEqual(expected);
  });
});
