import { describe, expect, it } from 'vitest';
import { BoundedMap } from './bounded-map';
import { deepFreeze } from './deep-freeze';

describe('BoundedMap', () => {
  it('forgets the oldest entry once full', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    map.set('a', 10);
    map.set('c', 3);
    expect([map.get('a'), map.get('b'), map.get('c')]).toEqual([undefined, 2, 3]);
  });
});

describe('deepFreeze', () => {
  it('freezes nested objects and arrays', () => {
    const value = deepFreeze({ a: { b: [1, { c: 2 }] } });
    expect(Object.isFrozen(value.a.b)).toBe(true);
    expect(Object.isFrozen(value.a.b[1])).toBe(true);
    expect(() => {
      (value.a as { b: unknown }).b = [];
    }).toThrow(TypeError);
  });
});
