import { beforeEach, describe, expect, it } from 'vitest';
import { createUserStore } from './user';

beforeEach(() => {
  localStorage.clear();
});

describe('user store', () => {
  it('is logged in while a mobile is stored', () => {
    const store = createUserStore();
    expect(store.getState().isLoggedIn()).toBe(false);
    store.getState().setUser({ mobile: '13800138000' });
    expect(store.getState().isLoggedIn()).toBe(true);
  });

  it('logs out by forgetting the mobile only', () => {
    const store = createUserStore();
    store.getState().setUser({ nickname: 'Ann', avatar: '/a.png', mobile: '13800138000' });
    store.getState().logout();
    expect(store.getState()).toMatchObject({ nickname: 'Ann', avatar: '/a.png', mobile: '' });
    expect(store.getState().isLoggedIn()).toBe(false);
  });

  it('persists under the key "user"', () => {
    createUserStore().getState().setUser({ nickname: 'Ann', mobile: '13800138000' });
    const reloaded = createUserStore().getState();
    expect(reloaded).toMatchObject({ nickname: 'Ann', mobile: '13800138000' });
    expect(reloaded.isLoggedIn()).toBe(true);
  });

  it('starts logged out when storage is corrupt', () => {
    localStorage.setItem('user', 'not json at all');
    expect(createUserStore().getState().isLoggedIn()).toBe(false);
  });
});
