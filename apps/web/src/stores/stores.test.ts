import { describe, expect, it } from 'vitest';
import { mergeStored } from './persist';

describe('mergeStored', () => {
  const current = { name: '', list: [] as string[], info: null as object | null, on: false };

  it('takes stored fields of the same kind', () => {
    expect(mergeStored({ name: 'a', list: ['x'], info: { a: 1 }, on: true }, current)).toEqual({
      name: 'a',
      list: ['x'],
      info: { a: 1 },
      on: true,
    });
  });

  it('keeps defaults for fields of another kind, unknown fields and non-objects', () => {
    expect(mergeStored({ name: 1, list: {}, on: 'yes', extra: 1 }, current)).toEqual(current);
    expect(mergeStored('garbage', current)).toBe(current);
    expect(mergeStored(null, current)).toBe(current);
  });
});
