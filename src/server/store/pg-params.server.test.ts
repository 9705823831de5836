import { describe, expect, it } from 'vitest';
import { toPg, translate } from './pg-params.server.ts';

describe('SQLite-style parameters for PostgreSQL', () => {
  it('numbers positional parameters in order', () => {
    expect(toPg('SELECT * FROM t WHERE a = ? AND b IN (?, ?)', [1, 'x', null])).toEqual({
      text: 'SELECT * FROM t WHERE a = $1 AND b IN ($2, $3)',
      values: [1, 'x', null],
    });
  });

  it('gives a named parameter one number, however often it is used', () => {
    expect(toPg('UPDATE t SET a = @a, b = @b WHERE a <> @a OR c = @c_2', { c_2: 3, b: 2, a: 1, unused: 9 })).toEqual({
      text: 'UPDATE t SET a = $1, b = $2 WHERE a <> $1 OR c = $3',
      values: [1, 2, 3],
    });
  });

  it('leaves string literals, quoted identifiers and comments alone', () => {
    const sql = `SELECT 'why? @home', 'it''s ? @x', "odd?@col" -- a ? and @y
      FROM t /* ? @z */ WHERE a = ? AND b = 'x@y'`;
    expect(translate(sql).text).toBe(`SELECT 'why? @home', 'it''s ? @x', "odd?@col" -- a ? and @y
      FROM t /* ? @z */ WHERE a = $1 AND b = 'x@y'`);
    expect(translate("SELECT a->>'k' FROM t WHERE b = @b AND e = 'a@b.c'").text).toBe("SELECT a->>'k' FROM t WHERE b = $1 AND e = 'a@b.c'");
  });

  it('refuses parameters that do not fit the statement', () => {
    expect(() => toPg('SELECT ?', [])).toThrow(/takes 1 parameters, 0 given/);
    expect(() => toPg('SELECT @a', { b: 1 })).toThrow(/Missing named parameter "a"/);
    expect(() => toPg('SELECT @a', [1])).toThrow(/takes named parameters/);
    expect(() => toPg('SELECT ?, @a', [1])).toThrow(/mixes/);
  });

  it('translates each SQL text once', () => {
    const sql = 'SELECT ? AS cached';
    expect(toPg(sql, [1]).text).toBe(toPg(sql, [2]).text);
  });
});
