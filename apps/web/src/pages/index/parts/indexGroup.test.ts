import { describe, expect, it } from 'vitest';
import { pickIndexGroup } from './indexGroup';

describe('pickIndexGroup', () => {
  it('takes the page query first', () => {
    expect(pickIndexGroup('1', 2)).toBe(1);
    expect(pickIndexGroup('2', 1)).toBe(2);
  });

  it("takes the promoter's first group when the query has none or an unknown one", () => {
    expect(pickIndexGroup(undefined, 1)).toBe(1);
    expect(pickIndexGroup('3', 1)).toBe(1);
    expect(pickIndexGroup('abc', 1)).toBe(1);
    expect(pickIndexGroup('', 1)).toBe(1);
  });

  it('falls back to group 2', () => {
    expect(pickIndexGroup(undefined, undefined)).toBe(2);
    expect(pickIndexGroup(undefined, 0)).toBe(2);
    expect(pickIndexGroup('1.5', 7)).toBe(2);
  });
});
