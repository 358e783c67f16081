import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../stores/session';
import { shopLink } from './shopLink';

beforeEach(() => {
  useSessionStore.setState({ promoCode: '', pageCode: '', pageOptions: {} });
});

describe('shopLink', () => {
  it('carries the promo code and the campaign parameters present to customer, order, user and login pages', () => {
    useSessionStore.setState({ promoCode: 'demo', pageCode: 'spring', pageOptions: { bd_vid: 'v1', agreeAgreement: '1' } });
    for (const path of ['/pages/customer/index', '/pages/order/index', '/pages/user/index', '/pages/login/index']) {
      expect(shopLink(path)).toBe(`${path}?promoCode=demo&bd_vid=v1&agreeAgreement=1&pageCode=spring`);
    }
  });

  it('leaves out parameters that are absent', () => {
    useSessionStore.setState({ promoCode: 'demo' });
    expect(shopLink('/pages/customer/index')).toBe('/pages/customer/index?promoCode=demo');
    useSessionStore.setState({ promoCode: '' });
    expect(shopLink('/pages/customer/index')).toBe('/pages/customer/index');
  });

  it('keeps the query the link already has, which wins over carried values', () => {
    useSessionStore.setState({ promoCode: 'demo', pageOptions: { autoFilterDelivery: '1' } });
    expect(shopLink('/pages/login/index?redirect=%2Fpages%2Forder%2Findex&promoCode=other')).toBe(
      '/pages/login/index?promoCode=other&autoFilterDelivery=1&redirect=%2Fpages%2Forder%2Findex',
    );
  });

  it('does not touch links to other pages', () => {
    useSessionStore.setState({ promoCode: 'demo' });
    expect(shopLink('/pages/about/promise?x=1')).toBe('/pages/about/promise?x=1');
  });
});
