import { describe, expect, it } from 'vitest';
import { containsPattern } from './queries';

describe('containsPattern', () => {
  it('finds the keyword anywhere', () => {
    expect(containsPattern('激活')).toBe('%激活%');
  });

  it("takes LIKE's own characters literally", () => {
    expect(containsPattern('100%')).toBe('%100\\%%');
    expect(containsPattern('a_b')).toBe('%a\\_b%');
    expect(containsPattern('C:\\x')).toBe('%C:\\\\x%');
  });
});
