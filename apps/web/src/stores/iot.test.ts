import { beforeEach, describe, expect, it } from 'vitest';
import { createIotStore, rememberCard } from './iot';

beforeEach(() => {
  localStorage.clear();
});

describe('recent card numbers', () => {
  it('puts the newest first', () => {
    expect(rememberCard(['111', '222'], '333')).toEqual(['333', '111', '222']);
  });

  it('moves a repeated card to the front instead of listing it twice', () => {
    expect(rememberCard(['111', '222', '333'], '222')).toEqual(['222', '111', '333']);
  });

  it('keeps at most five', () => {
    expect(rememberCard(['5', '4', '3', '2', '1'], '6')).toEqual(['6', '5', '4', '3', '2']);
  });
});

describe('iot store', () => {
  it('logs a card in and remembers it', () => {
    const store = createIotStore();
    store.getState().login('8986001', 'token-1');
    store.getState().login('8986002', 'token-2');
    store.getState().login('8986001', 'token-3');
    const state = store.getState();
    expect(state.simNo).toBe('8986001');
    expect(state.cardToken).toBe('token-3');
    expect(state.loginSns).toEqual(['8986001', '8986002']);
    expect(state.isLoggedIn()).toBe(true);
  });

  it('logs out, keeping the recent card numbers', () => {
    const store = createIotStore();
    store.getState().login('8986001', 'token');
    store.getState().logout();
    const state = store.getState();
    expect(state).toMatchObject({ simNo: '', cardToken: '', loginSns: ['8986001'] });
    expect(state.isLoggedIn()).toBe(false);
  });

  it('previews a card with its popup shown again', () => {
    const store = createIotStore();
    store.getState().setPopupPrevent(true);
    store.getState().preview('8986009');
    expect(store.getState()).toMatchObject({ simNo: '8986009', iotIndexPopupPrevent: false });
  });

  it('survives a reload: a fresh store reads local storage', () => {
    createIotStore().getState().login('8986001', 'token');
    expect(JSON.parse(localStorage.getItem('iot') ?? '{}')).toMatchObject({ state: { simNo: '8986001' } });
    const reloaded = createIotStore().getState();
    expect(reloaded.simNo).toBe('8986001');
    expect(reloaded.loginSns).toEqual(['8986001']);
  });

  it('ignores corrupt storage', () => {
    localStorage.setItem('iot', '{"state": ');
    expect(createIotStore().getState()).toMatchObject({ simNo: '', loginSns: [] });
  });

  it('ignores stored fields of the wrong kind and keeps the good ones', () => {
    localStorage.setItem('iot', JSON.stringify({ state: { loginSns: 'oops', simNo: '8986001' }, version: 0 }));
    expect(createIotStore().getState()).toMatchObject({ simNo: '8986001', loginSns: [] });
  });

  it("keeps the address chosen for the points shop while the card stays, and forgets it with the card", () => {
    const store = createIotStore();
    store.getState().login('8986001', 'token');
    store.getState().setSelectAddressBackPath('/pages-sub/iot/integralShop/details/payment?id=1');
    store.getState().chooseAddress(6);
    store.getState().login('8986001', 'token-2');
    expect(store.getState()).toMatchObject({ iotSimAddressId: 6, selectAddressBackPath: '/pages-sub/iot/integralShop/details/payment?id=1' });
    expect(createIotStore().getState().iotSimAddressId).toBe(6);
    store.getState().login('8986002', 'token-3');
    expect(store.getState().iotSimAddressId).toBe(0);
    store.getState().chooseAddress(7);
    store.getState().logout();
    expect(store.getState()).toMatchObject({ iotSimAddressId: 0, selectAddressBackPath: '' });
  });
});
