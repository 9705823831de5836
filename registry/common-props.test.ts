import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { WIDGET_NAMES } from './widget-schemas.ts';
import { propsJsonSchema } from '#src/server/api/routes/admin.server.ts';
import { parseWidgetProps } from './common-props.ts';
import { hideOnClass } from './hide-on.ts';

const own = z.object({ title: z.string() });

describe('the props every widget takes from the registry', () => {
  it('keeps hideOn beside the widget’s own props, which its schema checks without knowing it', () => {
    expect(parseWidgetProps(own, { title: 'A', hideOn: 'phones' })).toEqual({ success: true, data: { title: 'A', hideOn: 'phones' } });
    expect(parseWidgetProps(own, { title: 'A' })).toEqual({ success: true, data: { title: 'A' } });
    expect(parseWidgetProps(z.strictObject({ title: z.string() }), { title: 'A', hideOn: 'desktops' }).success).toBe(true);
  });

  it('refuses a width it does not know, and still checks the widget’s own props', () => {
    const odd = parseWidgetProps(own, { title: 'A', hideOn: 'tablets' });
    expect(odd.success).toBe(false);
    if (!odd.success) expect(z.prettifyError(odd.error)).toContain('hideOn');
    expect(parseWidgetProps(own, { hideOn: 'phones' }).success).toBe(false);
  });

  it('names the CSS class that hides the slot', () => {
    expect(hideOnClass({ hideOn: 'phones' })).toBe('hide-on-phones');
    expect(hideOnClass({ hideOn: 'desktops' })).toBe('hide-on-desktops');
    expect(hideOnClass({ hideOn: '<script>' })).toBeNull();
    expect(hideOnClass({})).toBeNull();
  });

  it("is in every widget's editor form, after its own fields", () => {
    for (const name of WIDGET_NAMES) {
      const properties = propsJsonSchema(name).properties as Record<string, { oneOf?: { const: string }[] }>;
      expect(Object.keys(properties).at(-1), name).toBe('hideOn');
      expect(properties.hideOn?.oneOf?.map((o) => o.const)).toEqual(['phones', 'desktops']);
    }
  });
});
