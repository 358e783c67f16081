import { findPage } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { reserveUrl, SEARCH_SCREENS } from './links';

describe('vanity-number links', () => {
  it.each(SEARCH_SCREENS)('%s is in the route table', (path) => {
    expect(findPage(path)).toBeDefined();
  });

  it('opens a number for reservation by id and number', () => {
    expect(reserveUrl({ id: 7, number: '13800138000' })).toBe('/pages/goods/pretty/index?id=7&number=13800138000');
  });
});
