import { describe, expect, it } from 'vitest';
import type { PagePayload } from '#schemas/page.ts';
import { seededStore } from '#tests/support/seeded-store.ts';
import { expectConsoleErrors } from '#tests/support/console.ts';
import { validateWidgets } from './widget-validation.server.ts';

const seeded = seededStore('widget-validation');

/** The home page with its first story list's props or data replaced. */
async function homeWith(change: (payload: PagePayload, id: string) => void): Promise<{ payload: PagePayload; id: string }> {
  const payload = structuredClone(await seeded.page('/'));
  const instance = payload.template.areas.default.find((item) => item.name === 'story-list');
  if (!instance) throw new Error('The home template has no story list');
  change(payload, instance.id);
  return { payload, id: instance.id };
}

describe('widget validation before rendering (the browser carries no schemas)', () => {
  it('passes a valid page through with its props parsed: defaults filled in for props the template leaves out', async () => {
    const { payload, id } = await homeWith((page, widgetId) => {
      const instance = page.template.areas.default.find((item) => item.id === widgetId)!;
      instance.props = { title: 'News' };
    });
    const checked = validateWidgets(payload);
    const instance = checked.template.areas.default.find((item) => item.id === id)!;
    expect(instance.props).toMatchObject({ title: 'News', count: 10, layout: 'grid', sportScoped: true });
    expect(checked.widgets[id]).toEqual(payload.widgets[id]);
    expect(Object.values(checked.widgets).every((result) => result.ok)).toBe(true);
  });

  it('turns a widget with invalid props or data into an error result for that widget only, and logs why', async () => {
    const errors = expectConsoleErrors();
    const badProps = await homeWith(async (page, widgetId) => {
      page.template.areas.default.find((item) => item.id === widgetId)!.props = { count: 500 };
    });
    const checked = validateWidgets(badProps.payload);
    expect(checked.widgets[badProps.id]).toMatchObject({ ok: false, error: expect.stringContaining('Invalid props: count') });
    expect(Object.values(checked.widgets).filter((result) => !result.ok)).toHaveLength(1);

    const badData = await homeWith((page, widgetId) => {
      page.widgets[widgetId] = { ok: true, data: { stories: 'not a list' } };
    });
    expect(validateWidgets(badData.payload).widgets[badData.id]).toMatchObject({
      ok: false,
      error: expect.stringContaining('Invalid data'),
    });
    expect(errors.some((line) => line.includes(`#${badProps.id} (story-list): Invalid props`))).toBe(true);
  });

  it('refuses a widget name the registry does not know (an external content API may send one)', async () => {
    expectConsoleErrors();
    const { payload, id } = await homeWith((page, widgetId) => {
      page.template.areas.default.find((item) => item.id === widgetId)!.name = 'marquee';
    });
    expect(validateWidgets(payload).widgets[id]).toEqual({ ok: false, error: 'Unknown widget "marquee"' });
  });
});
