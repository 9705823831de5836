import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_COLORS } from '#schemas/colors.ts';
import { seededStore } from '#tests/support/seeded-store.ts';

const settings = seededStore('admin-settings', { staffToken: 'admin-settings-staff-token-0123' });
const { call } = settings;
const colorsOf = async () => ((await (await call('GET', '/common/settings', undefined, false)).json()) as { colors: unknown }).colors;

describe('site colours (site settings `colors`)', () => {
  it('start as the demo palette, which the stylesheet declares as its defaults', async () => {
    expect(await colorsOf()).toEqual(DEFAULT_COLORS);
    const css = readFileSync('src/styles/tokens.css', 'utf8');
    for (const [name, value] of Object.entries(DEFAULT_COLORS)) expect(css).toContain(`--color-${name}: ${value};`);
  });

  it('are for admins; a palette with unreadable text is refused with 422 and the old one stays', async () => {
    expect((await call('PUT', '/admin/settings/colors', DEFAULT_COLORS, false)).status).toBe(401);
    const pale = await call('PUT', '/admin/settings/colors', { ...DEFAULT_COLORS, primary: '#ffcc00' });
    expect(pale.status).toBe(422);
    expect(((await pale.json()) as { error: { message: string } }).error.message).toMatch(
      /white text on the primary colour has a contrast of 1\.\d+:1/,
    );
    expect((await call('PUT', '/admin/settings/colors', { ...DEFAULT_COLORS, accent: 'blue' })).status).toBe(422);
    expect(await colorsOf()).toEqual(DEFAULT_COLORS);
  });

  it('a readable palette is saved and served at once (a new content version)', async () => {
    const before = await settings.store.tenants.contentVersion(settings.school.tenant);
    const maroon = { primary: '#7a0019', secondary: '#ffcc33', accent: '#5b0013' };
    const saved = await call('PUT', '/admin/settings/colors', maroon);
    expect(saved.status).toBe(200);
    expect(await colorsOf()).toEqual(maroon);
    expect(await settings.store.tenants.contentVersion(settings.school.tenant)).toBeGreaterThan(before);
  });
});
