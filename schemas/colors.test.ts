import { describe, expect, it } from 'vitest';
import { DEFAULT_COLORS, SiteColorsSchema, colorContrastProblems, colorCustomProperties, contrastRatio, darker } from './colors.ts';

describe('site colours (WCAG 1.4.3: 4.5:1 for every text pair)', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // Order does not matter; #767676 on white is the well-known 4.54:1.
    expect(contrastRatio('#ffffff', '#767676')).toBeCloseTo(4.54, 2);
  });

  it('accepts the demo palette and refuses a pair below 4.5:1, naming it', () => {
    expect(colorContrastProblems(DEFAULT_COLORS)).toEqual([]);
    const problems = colorContrastProblems({ ...DEFAULT_COLORS, primary: '#f2b705' });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^white text on the primary colour has a contrast of 1\.\d\d:1; at least 4\.5:1 is needed$/);
    expect(colorContrastProblems({ ...DEFAULT_COLORS, accent: '#888888' })).toEqual([
      expect.stringMatching(/^the accent colour as text on white has a contrast of 3\.54:1/),
    ]);
  });

  it('takes only #rrggbb colours, and writes them as custom properties', () => {
    expect(SiteColorsSchema.safeParse({ ...DEFAULT_COLORS, primary: 'navy' }).success).toBe(false);
    expect(SiteColorsSchema.safeParse({ ...DEFAULT_COLORS, primary: '#0b2545;}body{x:y' }).success).toBe(false);
    expect(darker('#ffffff', 0.5)).toBe('#808080');
    expect(colorCustomProperties(DEFAULT_COLORS)).toBe(
      ':root{--color-primary:#0b2545;--color-primary-dark:#07182d;--color-secondary:#f2b705;--color-accent:#134074;--color-text:#0b2545;--focus-ring:#0b2545}',
    );
  });
});
