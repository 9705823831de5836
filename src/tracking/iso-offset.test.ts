import { describe, expect, it } from 'vitest';
import { isoWithOffset } from './iso-offset.ts';

describe('analytics timestamps (spec 9: ISO format with the local offset)', () => {
  const instant = new Date('2026-11-21T17:00:00.250Z');
  it('writes local time and the offset, not UTC with Z', () => {
    expect(isoWithOffset(instant, 300)).toBe('2026-11-21T12:00:00.250-05:00');
    expect(isoWithOffset(instant, 0)).toBe('2026-11-21T17:00:00.250+00:00');
    expect(isoWithOffset(instant, -330)).toBe('2026-11-21T22:30:00.250+05:30');
    expect(isoWithOffset(new Date('2026-01-01T02:00:00Z'), 480)).toBe('2025-12-31T18:00:00.000-08:00');
  });
  it('names the same instant as the UTC time', () => {
    for (const offset of [300, 0, -330, -720, 600]) expect(Date.parse(isoWithOffset(instant, offset))).toBe(instant.getTime());
  });
  it('uses the machine offset by default', () => {
    expect(isoWithOffset(instant)).toBe(isoWithOffset(instant, instant.getTimezoneOffset()));
  });
});
