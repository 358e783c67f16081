import { findPage } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { NUMBER_RESERVE_PATH, reserveUrl, VANITY_PATHS } from './paths';

describe('vanity-number paths', () => {
  it.each([...VANITY_PATHS, NUMBER_RESERVE_PATH])('%s is in the route table', (path) => {
    expect(findPage(path)).toBeDefined();
  });

  it('opens a number for reservation by id and number', () => {
    expect(reserveUrl({ id: 7, number: '13800138000' })).toBe('/pages/goods/pretty/index?id=7&number=13800138000');
  });
});
