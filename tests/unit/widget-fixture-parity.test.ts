// A widget's fixtures are built by its own pure mapper from the demo school, never copied from its resolver: a
// fixture that names its page (`from`) must equal what the resolver returns there, on the seeded demo school, at
// the fixture date. Storybook, the editor's previews and the component tests then show what fans would see.
import { beforeAll, describe, expect, it } from 'vitest';
import { widgetFixtures, type WidgetFixture } from '#registry/widget-fixtures.ts';
import type { WidgetName } from '#registry/widget-schemas.ts';
import { widgetSchemas } from '#registry/widget-schemas.ts';
import { widgetResolvers } from '#registry/widgets.server.ts';
import { seedFiles } from '#src/server/files/seed-files.server.ts';
import { pageWidgetContext } from '#src/server/page/resolve-page.server.ts';
import type { WidgetContext } from '#src/widgets/shared/context.server.ts';
import { seededStore, TEST_NOW } from '#tests/support/seeded-store.ts';

const seeded = seededStore('fixture-parity');
// The demo school's documents, as its first start stores them (document pages and podcast audio read them).
beforeAll(async () => {
  await seedFiles(seeded.store, seeded.school.tenant, seeded.school.documents, TEST_NOW);
});

const cases = Object.entries(widgetFixtures).flatMap(([name, fixtures]) =>
  Object.entries(fixtures as Record<string, WidgetFixture<WidgetName>>).flatMap(([fixture, { props, data, from }]) =>
    from === undefined ? [] : [{ name: name as WidgetName, fixture, props, data, from }],
  ),
);

describe('widget fixtures built from the demo school equal their resolver on the seeded store', () => {
  it('every widget has at least one fixture built from the demo school and named after its page', () => {
    const named = new Set(cases.map((c) => c.name));
    expect(Object.keys(widgetFixtures).filter((name) => !named.has(name as WidgetName))).toEqual([]);
  });

  it.each(cases)('$name/$fixture at $from', async ({ name, props, data, from }) => {
    const ctx = await pageWidgetContext({ store: seeded.store, tenant: seeded.school.tenant, path: from, staff: false, now: TEST_NOW });
    if (!ctx) throw new Error(`${from} redirects: a fixture names the page the widget is on`);
    const resolver = widgetResolvers[name] as (props: unknown, ctx: WidgetContext) => Promise<{ data: unknown }>;
    const resolved = await resolver(widgetSchemas[name].props.parse(props), ctx);
    expect(resolved.data).toEqual(data);
  });
});
