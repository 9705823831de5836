import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALL_SPORTS_ICON, IconMapSchema, SPORT_ICON_MAP, sportIconOf } from './sport-icons.ts';

const SPRITE = readFileSync(new URL('../public/images/sport-icons.svg', import.meta.url), 'utf8');

describe('sport icons (spec 3, 7)', () => {
  it('maps sport codes to icon names, both genders alike', () => {
    expect(sportIconOf('mbaskbl')).toBe('basketball');
    expect(sportIconOf('wbaskbl')).toBe('basketball');
    expect(sportIconOf('mfootbl')).toBe('football');
    expect(sportIconOf('wsoftbl')).toBe('softball');
    expect(sportIconOf('cxc')).toBe('cross-country');
    expect(sportIconOf(' WSWIM ')).toBe('swim');
  });

  it('gives an unknown, empty or prototype-named code the all-sports icon', () => {
    expect(sportIconOf('general')).toBe(ALL_SPORTS_ICON);
    expect(sportIconOf('')).toBe(ALL_SPORTS_ICON);
    expect(sportIconOf(null)).toBe(ALL_SPORTS_ICON);
    expect(sportIconOf('constructor')).toBe(ALL_SPORTS_ICON);
    expect(sportIconOf('toString')).toBe(ALL_SPORTS_ICON);
  });

  it('takes another map (the public file of another site)', () => {
    const map = IconMapSchema.parse({ fallback: 'star', icons: { mbaskbl: 'hoops' } });
    expect(sportIconOf('mbaskbl', map)).toBe('hoops');
    expect(sportIconOf('mfootbl', map)).toBe('star');
    expect(IconMapSchema.safeParse({ fallback: '<script>', icons: {} }).success).toBe(false);
  });

  it('the public file is valid and the sprite draws every icon it names, the fallback too', () => {
    expect(IconMapSchema.parse(SPORT_ICON_MAP)).toEqual(SPORT_ICON_MAP);
    expect(SPORT_ICON_MAP.fallback).toBe(ALL_SPORTS_ICON);
    const names = new Set([SPORT_ICON_MAP.fallback, ...Object.values(SPORT_ICON_MAP.icons)]);
    expect(Object.keys(SPORT_ICON_MAP.icons).length).toBeGreaterThan(25);
    for (const name of names) expect(SPRITE, name).toContain(`<symbol id="${name}"`);
  });
});
