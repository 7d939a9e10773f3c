import { describe, expect, it } from 'vitest';
import { Checker, got, MAX_ERRORS, quote } from './validationContext';

const problems = (c: Checker) => c.errors.map(({ path, code, params }) => ({ path, code, params }));

describe('Checker: each check names the path, the problem and what it got', () => {
  it('object: refuses non-objects; reports each unknown key with the allowed ones, quoting odd keys', () => {
    const c = new Checker();
    expect(c.object([], '$.a', [])).toBeUndefined();
    expect(c.object(null, '$.b', [])).toBeUndefined();
    expect(c.object('x', '$.c', [])).toBeUndefined();
    const rec = { x: 1, y: 2, 'odd key': 3, _ok$: 4, '1st': 5 };
    expect(c.object(rec, '$.d', ['x'])).toBe(rec);
    expect(problems(c)).toEqual([
      { path: '$.a', code: 'notObject', params: { gotType: 'array' } },
      { path: '$.b', code: 'notObject', params: { gotType: 'null' } },
      { path: '$.c', code: 'notObject', params: { gotType: 'string', value: '"x"' } },
      { path: '$.d.y', code: 'unknownField', params: { allowed: 'x' } },
      { path: '$.d["odd key"]', code: 'unknownField', params: { allowed: 'x' } },
      { path: '$.d._ok$', code: 'unknownField', params: { allowed: 'x' } },
      { path: '$.d["1st"]', code: 'unknownField', params: { allowed: 'x' } },
    ]);
  });

  it('has: an own key whose value is not undefined', () => {
    const c = new Checker();
    const rec = Object.assign(Object.create({ inherited: 1 }) as Record<string, unknown>, {
      a: 0,
      b: undefined,
      n: null,
    });
    expect(['a', 'b', 'n', 'inherited', 'missing'].map((k) => c.has(rec, k))).toEqual([
      true,
      false,
      true,
      false,
      false,
    ]);
  });

  it('string: type, length (253 unless given), pattern with its own problem or badFormat', () => {
    const c = new Checker();
    expect(c.string('a'.repeat(253), '$.ok')).toBe('a'.repeat(253));
    expect(c.string('a'.repeat(254), '$.long')).toBeUndefined();
    expect(c.string('abc', '$.max', { max: 3 })).toBe('abc');
    expect(c.string('abcd', '$.max4', { max: 3 })).toBeUndefined();
    expect(c.string(1, '$.num')).toBeUndefined();
    expect(c.string('A', '$.pat', { pattern: /^[a-z]$/ })).toBeUndefined();
    expect(c.string('B', '$.own', { pattern: /^[a-z]$/, problem: 'notDnsName' })).toBeUndefined();
    expect(c.string('z', '$.good', { pattern: /^[a-z]$/ })).toBe('z');
    expect(problems(c)).toEqual([
      { path: '$.long', code: 'textTooLong', params: { max: 253 } },
      { path: '$.max4', code: 'textTooLong', params: { max: 3 } },
      { path: '$.num', code: 'notString', params: { gotType: 'number', value: '1' } },
      { path: '$.pat', code: 'badFormat', params: { value: '"A"' } },
      { path: '$.own', code: 'notDnsName', params: { value: '"B"' } },
    ]);
  });

  it('int: finite, whole and within both bounds (inclusive)', () => {
    const c = new Checker();
    expect([0, 10, 5].map((v) => c.int(v, '$.ok', 0, 10))).toEqual([0, 10, 5]);
    for (const [v, p] of [
      [-1, '$.low'],
      [11, '$.high'],
      [1.5, '$.frac'],
      [Infinity, '$.inf'],
      [NaN, '$.nan'],
      ['1', '$.str'],
      [true, '$.bool'],
    ] as const)
      expect(c.int(v, p, 0, 10)).toBeUndefined();
    expect(problems(c)).toEqual([
      { path: '$.low', code: 'outOfRange', params: { min: 0, max: 10, value: -1 } },
      { path: '$.high', code: 'outOfRange', params: { min: 0, max: 10, value: 11 } },
      { path: '$.frac', code: 'notWhole', params: { value: 1.5 } },
      { path: '$.inf', code: 'notNumber', params: { gotType: 'number', value: 'Infinity' } },
      { path: '$.nan', code: 'notNumber', params: { gotType: 'number', value: 'NaN' } },
      { path: '$.str', code: 'notNumber', params: { gotType: 'string', value: '"1"' } },
      { path: '$.bool', code: 'notNumber', params: { gotType: 'boolean', value: 'true' } },
    ]);
  });

  it('array: an array of at most max items', () => {
    const c = new Checker();
    expect(c.array([1, 2], '$.ok', 2)).toEqual([1, 2]);
    expect(c.array([1, 2, 3], '$.many', 2)).toBeUndefined();
    expect(c.array({}, '$.obj', 2)).toBeUndefined();
    expect(problems(c)).toEqual([
      { path: '$.many', code: 'tooManyItems', params: { count: 3, max: 2 } },
      { path: '$.obj', code: 'notArray', params: { gotType: 'object' } },
    ]);
  });

  it('oneOf: one of the options, listing them when not', () => {
    const c = new Checker();
    expect(c.oneOf('b', '$.ok', ['a', 'b'])).toBe('b');
    expect(c.oneOf('c', '$.bad', ['a', 'b'])).toBeUndefined();
    expect(c.oneOf(undefined, '$.missing', ['a'])).toBeUndefined();
    expect(problems(c)).toEqual([
      { path: '$.bad', code: 'notOneOf', params: { options: 'a, b', gotType: 'string', value: '"c"' } },
      { path: '$.missing', code: 'notOneOf', params: { options: 'a', gotType: 'missing' } },
    ]);
  });

  it(`keeps the first ${MAX_ERRORS} problems and drops the rest`, () => {
    const c = new Checker();
    for (let i = 0; i < MAX_ERRORS + 5; i++) c.fail(`$.x[${i}]`, 'notString', { got: 'number' });
    expect(c.errors).toHaveLength(MAX_ERRORS);
    expect(c.errors.at(-1)!.path).toBe(`$.x[${MAX_ERRORS - 1}]`);
    expect(c.errors[0]!.message.length).toBeGreaterThan(0);
  });
});

describe('got and quote', () => {
  it('describes every kind of received value', () => {
    expect([undefined, null, [], {}, 'a', 2, false, 10n, Symbol('s'), () => 1].map(got)).toEqual([
      { gotType: 'missing' },
      { gotType: 'null' },
      { gotType: 'array' },
      { gotType: 'object' },
      { gotType: 'string', value: '"a"' },
      { gotType: 'number', value: '2' },
      { gotType: 'boolean', value: 'false' },
      { gotType: 'object' },
      { gotType: 'object' },
      { gotType: 'object' },
    ]);
  });

  it('quotes as JSON (control characters escaped) and shortens past 60 characters to 57 and an ellipsis', () => {
    expect(quote('a\u001b[31m"')).toBe('"a\\u001b[31m\\""');
    expect(quote('x'.repeat(60))).toBe(`"${'x'.repeat(60)}"`);
    expect(quote(`${'x'.repeat(57)}yyyy`)).toBe(`"${'x'.repeat(57)}…"`);
  });
});
