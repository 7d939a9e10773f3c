import { describe, expect, it } from 'vitest';
import { fillTemplate } from './fillTemplate';

describe('fillTemplate', () => {
  it('fills every placeholder, numbers and zero included, and leaves other braces alone', () => {
    expect(fillTemplate('{a} of {b}: {a}', { a: 0, b: 'x' })).toBe('0 of x: 0');
    expect(fillTemplate('{ not a name } {}', {})).toBe('{ not a name } {}');
  });

  it('throws under test when a placeholder has no value, naming it', () => {
    expect(() => fillTemplate('{count} Services', {})).toThrow(/\{count\}/);
  });
});
