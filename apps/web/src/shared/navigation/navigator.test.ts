import { describe, expect, it } from 'vitest';
import type { LoginKind } from '@shop/contract';
import { createNavigator, type HistoryPort } from './navigator';

/** An in-memory page stack standing in for the browser history. */
function fakeHistory(start = '/') {
  const stack = [start];
  let release: (() => void) | undefined;
  const port: HistoryPort = {
    depth: () => stack.length,
    async push(href) {
      if (href.includes('slow')) await new Promise<void>((resolve) => (release = resolve));
      stack.push(href);
    },
    async replace(href) {
      stack[stack.length - 1] = href;
    },
    async back(delta) {
      stack.splice(stack.length - delta, delta);
    },
    async relaunch(href) {
      stack.splice(0, stack.length, href);
    },
  };
  return { port, stack, finishSlowLoad: () => release?.() };
}

function setup(loggedIn: Partial<Record<LoginKind, boolean>> = {}, start = '/') {
  const history = fakeHistory(start);
  const nav = createNavigator(history.port, { isLoggedIn: (kind) => loggedIn[kind] ?? false });
  return { nav, stack: history.stack, finishSlowLoad: history.finishSlowLoad };
}

describe('navigateTo', () => {
  it('opens a page on top of the current one, keeping its query', async () => {
    const { nav, stack } = setup();
    await nav.navigateTo({ url: '/pages/customer/index?promoCode=demo' });
    expect(stack).toEqual(['/', '/pages/customer/index?promoCode=demo']);
  });

  it('refuses a tab page', async () => {
    const { nav, stack } = setup();
    await expect(nav.navigateTo({ url: '/pages/user/index2' })).rejects.toThrow(
      'navigateTo:fail can not navigateTo a tabbar page',
    );
    expect(stack).toEqual(['/']);
  });

  it('refuses a page that is not in the route table', async () => {
    const { nav } = setup();
    await expect(nav.navigateTo({ url: '/pages/x?a=1' })).rejects.toThrow(
      'navigateTo:fail page `/pages/x` is not found',
    );
  });

  it('refuses a call without url', async () => {
    const { nav } = setup();
    await expect(nav.navigateTo({ url: '' })).rejects.toThrow('navigateTo:fail Missing required args: "url"');
  });

  it('rejects the same navigation while it is still in progress, then allows it again', async () => {
    const { nav, stack, finishSlowLoad } = setup();
    const url = '/pages/about/promise?slow=1';
    const first = nav.navigateTo({ url });
    await expect(nav.navigateTo({ url })).rejects.toThrow(/navigateTo:fail .* is already in progress/);
    finishSlowLoad();
    await first;
    expect(stack).toEqual(['/', url]);
  });

  it('sends a logged-out visitor of a shop-login page to the order login page with the target as redirect', async () => {
    const { nav, stack } = setup();
    await nav.navigateTo({ url: '/pages/order/index?status=1' });
    expect(stack[1]).toBe(`/pages/login/index?redirect=${encodeURIComponent('/pages/order/index?status=1')}`);
  });

  it('lets a logged-in shop user through', async () => {
    const { nav, stack } = setup({ shop: true });
    await nav.navigateTo({ url: '/pages/order/index' });
    expect(stack[1]).toBe('/pages/order/index');
  });

  it('sends a card page visitor without a card to the card login page', async () => {
    const { nav, stack } = setup({ shop: true });
    await nav.navigateTo({ url: '/pages/iot/index/balance/index' });
    expect(stack[1]).toBe(`/pages/iot/login/index?redirect=${encodeURIComponent('/pages/iot/index/balance/index')}`);
  });
});

describe('redirectTo', () => {
  it('replaces the current page', async () => {
    const { nav, stack } = setup({}, '/pages/about/promise');
    await nav.redirectTo({ url: '/pages/about/payment' });
    expect(stack).toEqual(['/pages/about/payment']);
  });

  it('refuses a tab page', async () => {
    const { nav } = setup();
    await expect(nav.redirectTo({ url: '/pages/index/index' })).rejects.toThrow(
      'redirectTo:fail can not redirectTo a tabbar page',
    );
  });

  it('detours to login for a flagged page', async () => {
    const { nav, stack } = setup();
    await nav.redirectTo({ url: '/pages/user/index' });
    expect(stack).toEqual([`/pages/login/index?redirect=${encodeURIComponent('/pages/user/index')}`]);
  });
});

describe('switchTab', () => {
  it('goes to a tab page, closing the pages above and dropping the query', async () => {
    const { nav, stack } = setup();
    await nav.navigateTo({ url: '/pages/about/promise' });
    await nav.navigateTo({ url: '/pages/about/payment' });
    await nav.switchTab({ url: '/pages/user/index2?x=1' });
    expect(stack).toEqual(['/pages/user/index2']);
  });

  it('refuses a page without the tab bar', async () => {
    const { nav } = setup();
    await expect(nav.switchTab({ url: '/pages/about/promise' })).rejects.toThrow(
      'switchTab:fail can not switch to no-tabBar page',
    );
  });
});

describe('reLaunch', () => {
  it('may open a tab page and leaves a single entry', async () => {
    const { nav, stack } = setup();
    await nav.navigateTo({ url: '/pages/about/promise' });
    await nav.reLaunch({ url: '/pages/user/index2' });
    expect(stack).toEqual(['/pages/user/index2']);
  });

  it('detours to login for a flagged page', async () => {
    const { nav, stack } = setup();
    await nav.reLaunch({ url: '/pages/order/pay/index?orderSn=1' });
    expect(stack).toEqual([`/pages/login/index?redirect=${encodeURIComponent('/pages/order/pay/index?orderSn=1')}`]);
  });
});

describe('navigateBack', () => {
  it('returns to the page below', async () => {
    const { nav, stack } = setup();
    await nav.navigateTo({ url: '/pages/about/promise' });
    await nav.navigateBack();
    expect(stack).toEqual(['/']);
  });

  it('never goes below the first page', async () => {
    const { nav, stack } = setup();
    await nav.navigateTo({ url: '/pages/about/promise' });
    await nav.navigateTo({ url: '/pages/about/payment' });
    await nav.navigateBack({ delta: 9 });
    expect(stack).toEqual(['/']);
  });

  it('with a single history entry relaunches the root', async () => {
    const { nav, stack } = setup({}, '/pages/about/promise');
    await nav.navigateBack();
    expect(stack).toEqual(['/']);
  });
});
