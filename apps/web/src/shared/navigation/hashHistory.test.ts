import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createHashHistory } from './hashHistory';

beforeEach(() => {
  window.history.replaceState(null, '', '#/');
});

describe('hash history', () => {
  it('reads the page and its query from the hash', () => {
    window.history.replaceState(null, '', '#/pages/customer/index?promoCode=demo');
    const history = createHashHistory();
    expect(history.location()).toEqual({
      href: '/pages/customer/index?promoCode=demo',
      path: '/pages/customer/index',
      query: { promoCode: 'demo' },
    });
    expect(history.port.depth()).toBe(1);
  });

  it('counts the page stack as pages are pushed and replaced, and tells subscribers', async () => {
    const history = createHashHistory();
    const listener = vi.fn();
    history.subscribe(listener);
    await history.port.push('/pages/about/promise');
    await history.port.replace('/pages/about/payment');
    expect(history.port.depth()).toBe(2);
    expect(window.location.hash).toBe('#/pages/about/payment');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('loads the page code before the address changes', async () => {
    const history = createHashHistory();
    const order: string[] = [];
    history.setPreloader(async (path) => void order.push(`load ${path} at ${window.location.hash}`));
    await history.port.push('/pages/about/promise?x=1');
    expect(order).toEqual(['load /pages/about/promise at #/']);
  });

  it('still opens a page whose code failed to load, so the page can offer a reload', async () => {
    const history = createHashHistory();
    history.setPreloader(() => Promise.reject(new Error('offline')));
    await history.port.push('/pages/about/promise');
    expect(history.location().path).toBe('/pages/about/promise');
  });

  it('goes back and restores the depth recorded with the entry', async () => {
    const history = createHashHistory();
    await history.port.push('/pages/about/promise');
    await history.port.push('/pages/about/payment');
    await history.port.back(2);
    expect(history.port.depth()).toBe(1);
    expect(history.location().path).toBe('/');
  });

  it('relaunches without showing the pages it passes on the way down the stack', async () => {
    const history = createHashHistory();
    await history.port.push('/pages/order/index?orderSn=SN1');
    await history.port.push('/pages/user/index');
    const shown: string[] = [];
    history.subscribe(() => shown.push(history.location().href));
    await history.port.relaunch('/pages/user/index2');
    expect(shown).toEqual(['/pages/user/index2']);
    expect(history.port.depth()).toBe(1);
    expect(window.location.hash).toBe('#/pages/user/index2');
  });
});

describe('scroll position across the page stack', () => {
  const scrollWindowTo = (y: number) => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  };

  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation((_x?: unknown, y?: unknown) => scrollWindowTo(Number(y)));
    scrollWindowTo(0);
  });

  it('opens a new page at the top and returns to where the list was on "back"', async () => {
    const history = createHashHistory();
    scrollWindowTo(840);
    await history.port.push('/pages/goods/pretty/index?number=13800138000');
    expect(window.scrollY).toBe(0);
    await history.port.back(1);
    expect(history.location().path).toBe('/');
    expect(window.scrollY).toBe(840);
  });

  it('lets the browser know it does the restoring itself', () => {
    createHashHistory();
    expect(window.history.scrollRestoration).toBe('manual');
  });
});
