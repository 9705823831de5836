/**
 * One byte range of a `Range` header (RFC 9110 14.1): `bytes=a-b`, `bytes=a-`, `bytes=-n`. Several ranges or
 * another unit are answered with the whole file (allowed by the RFC); a range that starts past the end is
 * unsatisfiable (416).
 */
export type RangeResult = { start: number; end: number } | 'whole' | 'unsatisfiable';

export function parseRange(header: string | null, size: number): RangeResult {
  if (header === null) return 'whole';
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return 'whole';
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return 'whole';
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || (last !== '' && Number(last) < start)) return 'unsatisfiable';
  return { start, end };
}
