import { beforeEach, describe, expect, it } from 'vitest';
import { createSessionStore } from './session';

beforeEach(() => {
  sessionStorage.clear();
});

describe('session store', () => {
  it('creates a session id once per browser session', () => {
    const first = createSessionStore().getState().sessionId;
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(createSessionStore().getState().sessionId).toBe(first);
  });

  it('gives a new browser session a new id', () => {
    const first = createSessionStore().getState().sessionId;
    sessionStorage.clear();
    expect(createSessionStore().getState().sessionId).not.toBe(first);
  });

  it('lives in session storage under "session", not local storage', () => {
    createSessionStore().getState().setPromoCode('P100');
    expect(JSON.parse(sessionStorage.getItem('session') ?? '{}')).toMatchObject({ state: { promoCode: 'P100' } });
    expect(localStorage.getItem('session')).toBeNull();
    expect(createSessionStore().getState().promoCode).toBe('P100');
  });

  it('shows a modal once per session', () => {
    const store = createSessionStore();
    expect(store.getState().wasShown('notice')).toBe(false);
    store.getState().markShown('notice');
    expect(store.getState().wasShown('notice')).toBe(true);
    expect(createSessionStore().getState().wasShown('notice')).toBe(true);
    expect(store.getState().wasShown('other')).toBe(false);
  });

  it('keeps popup flags by key', () => {
    const store = createSessionStore();
    store.getState().setPopup('coupon', true);
    store.getState().setPopup('vip', false);
    expect(store.getState().popups).toEqual({ coupon: true, vip: false });
  });

  it('gets a fresh id when the stored session is corrupt', () => {
    sessionStorage.setItem('session', '{{{');
    expect(createSessionStore().getState().sessionId).toMatch(/^[0-9a-f]{32}$/);
  });
});
