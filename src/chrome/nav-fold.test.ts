import { describe, expect, it } from 'vitest';
import { buildSchool } from '#fixtures/school/index.ts';
import { navFold, type HeaderRow } from './nav-fold.ts';

const school = buildSchool();
const DEMO_BUTTONS: HeaderRow['buttons'] = [
  { label: 'Tickets', glyph: true },
  { label: 'Shop', glyph: true },
  { label: 'Mobile App', glyph: true },
];
const demoItems = school.navigation
  .filter((item) => item.title !== 'Shop') // the Shop button repeats it, so the bar leaves it out
  .map((item) => ({ title: item.title, panel: item.columns.length > 0 }));
const EXTRA = ['Camps & Clinics', 'Student-Athlete Experience', 'Hall of Fame', 'Compliance'].map((title) => ({
  title,
  panel: false,
}));

describe('which level-1 items fit the one-row desktop header (spec 2.6)', () => {
  it("keeps the demo school's five items on the bar at every desktop width", () => {
    expect(navFold({ items: demoItems, buttons: DEMO_BUTTONS, sponsorAd: false })).toEqual({ lg: 5, xl: 5 });
  });

  it('folds the items after the first that does not fit, keeping their order', () => {
    const items = [...demoItems, ...EXTRA];
    const fold = navFold({ items, buttons: DEMO_BUTTONS, sponsorAd: false });
    expect(fold.lg).toBeLessThan(items.length);
    expect(fold.xl).toBeLessThan(items.length);
    // The demo's own five still fit beside "More".
    expect(fold.lg).toBeGreaterThanOrEqual(5);
  });

  it('gives the bar less room beside a sponsor ad and more without header buttons', () => {
    const items = [...demoItems, ...EXTRA];
    const plain = navFold({ items, buttons: DEMO_BUTTONS, sponsorAd: false });
    const withAd = navFold({ items, buttons: DEMO_BUTTONS, sponsorAd: true });
    expect(withAd.lg).toBeLessThan(plain.lg);
    const noButtons = navFold({ items, buttons: [], sponsorAd: false });
    expect(noButtons.xl).toBeGreaterThan(plain.xl);
  });

  it('folds everything rather than overflow when a single title is wider than the bar', () => {
    const fold = navFold({ items: [{ title: 'W'.repeat(80), panel: true }], buttons: DEMO_BUTTONS, sponsorAd: false });
    expect(fold).toEqual({ lg: 0, xl: 0 });
  });
});
