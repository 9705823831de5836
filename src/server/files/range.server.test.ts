import { describe, expect, it } from 'vitest';
import { parseRange } from './range.server.ts';

describe('Range header', () => {
  it('reads one range of each form', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 });
    expect(parseRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
  });

  it('past the end is unsatisfiable; odd or multiple ranges get the whole file', () => {
    expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=5-4', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 1000)).toBe('unsatisfiable');
    expect(parseRange(null, 1000)).toBe('whole');
    expect(parseRange('bytes=0-1,5-6', 1000)).toBe('whole');
    expect(parseRange('items=0-1', 1000)).toBe('whole');
    expect(parseRange('bytes=-', 1000)).toBe('whole');
  });
});
