import { afterEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../../stores/session';
import { numberShareLink } from './shareLink';

afterEach(() => useSessionStore.setState({ promoCode: '' }));

describe('the link a number is shared by', () => {
  it("opens the number's page in the same promoter's shop", () => {
    useSessionStore.setState({ promoCode: 'sunrise' });
    expect(numberShareLink({ id: 77, number: '13800138888' }, 'https://shop.example.com')).toBe(
      'https://shop.example.com/shop/#/pages/goods/pretty/index?id=77&number=13800138888&promoCode=sunrise',
    );
  });

  it('carries no promo code when the visitor came without one', () => {
    expect(numberShareLink({ id: 77, number: '13800138888' }, 'https://shop.example.com')).toBe(
      'https://shop.example.com/shop/#/pages/goods/pretty/index?id=77&number=13800138888',
    );
  });
});
