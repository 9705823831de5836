import { describe, expect, it } from 'vitest';
import { validateAnswers } from './ajv.server.ts';

const schema = { type: 'object', properties: { day: { type: 'string', format: 'date' } } };
const valid = (day: string) => validateAnswers(schema, { day }).length === 0;

describe('form answer formats', () => {
  it('a date is a real calendar day, leap years included', () => {
    expect(['2026-11-21', '2026-01-31', '2026-04-30', '2024-02-29', '2000-02-29', '2026-02-28'].filter((d) => !valid(d))).toEqual([]);
    expect(
      ['2026-02-30', '2026-02-29', '2026-04-31', '2026-11-31', '2026-13-01', '2026-00-10', '2026-1-5', '21-11-2026'].filter(valid),
    ).toEqual([]);
  });
});
