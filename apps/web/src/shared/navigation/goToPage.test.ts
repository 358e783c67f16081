import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../stores/session';
import { goToPage } from './goToPage';
import { history, navigateTo, reLaunch } from './index';

beforeEach(async () => {
  useSessionStore.setState({ promoCode: 'sunrise', pageCode: '', pageOptions: {} });
  await reLaunch({ url: '/pages/about/promise' });
  await navigateTo({ url: '/pages/about/payment' });
});

describe('goToPage', () => {
  it.each(['navigate', 'redirect', 'reLaunch'] as const)('switches to a tab page when asked to %s, leaving its query', async (how) => {
    await goToPage('/pages/user/index2?from=ad', how);
    expect(history.location()).toMatchObject({ path: '/pages/user/index2', query: {} });
    expect(history.port.depth()).toBe(1);
  });

  it.each([
    ['navigate', 3],
    ['redirect', 2],
    ['reLaunch', 1],
  ] as const)('opens any other page the way asked (%s), carrying the promoter', async (how, depth) => {
    await goToPage('/pages/customer/question/index?keyword=退款', how);
    expect(history.location()).toMatchObject({ path: '/pages/customer/question/index', query: { promoCode: 'sunrise', keyword: '退款' } });
    expect(history.port.depth()).toBe(depth);
  });
});
