import { beforeEach, describe, expect, it } from 'vitest';
import { createCacheStore } from './cache';
import { createDictStore } from './dict';
import { createLayoutsStore, withLayoutDefaults } from './layouts';
import { createMiniUsersStore } from './miniUsers';
import { mergeStored } from './persist';

beforeEach(() => {
  localStorage.clear();
});

const option = (value: string) => ({ label: value, value, key: value, listClass: '' });

describe('layouts store', () => {
  it('fills the defaults: 10 menu times for the layout, 0 for the user layout', () => {
    const layout = withLayoutDefaults({ name: 'Blue', popup: { switch: true } });
    expect(layout.maxMenuTimes).toBe(10);
    expect(layout.user.maxMenuTimes).toBe(0);
    expect(layout.popup).toEqual({ switch: true, title: '', content: '' });
    expect(layout.name).toBe('Blue');
  });

  it('keeps layouts by promo code across a reload', () => {
    createLayoutsStore().getState().setLayout('P100', { name: 'Blue', maxMenuTimes: 4 });
    const reloaded = createLayoutsStore().getState();
    expect(reloaded.layoutOf('P100')).toMatchObject({ name: 'Blue', maxMenuTimes: 4 });
    expect(reloaded.layoutOf('P200')).toBeUndefined();
    expect(localStorage.getItem('layouts')).not.toBeNull();
  });
});

describe('miniUsers store', () => {
  it('updates one platform without touching the others, and persists', () => {
    createMiniUsersStore().getState().setMiniUser('wx', { openId: 'o-1', promoCode: 'P1' });
    createMiniUsersStore().getState().update({ bd_vid: 'bd-9' });
    const reloaded = createMiniUsersStore().getState();
    expect(reloaded.wx).toMatchObject({ openId: 'o-1', promoCode: 'P1', nickname: '' });
    expect(reloaded.ks.openId).toBe('');
    expect(reloaded.bd_vid).toBe('bd-9');
    expect(localStorage.getItem('miniUsers')).not.toBeNull();
  });
});

describe('dict store', () => {
  it('sets one type and merges answers', () => {
    const store = createDictStore();
    store.getState().setOptions('sim_status', [option('1')]);
    store.getState().mergeOptions({ order_status: [option('2')], sim_status: [option('3')] });
    expect(store.getState().options).toEqual({ sim_status: [option('3')], order_status: [option('2')] });
    expect(createDictStore().getState().options.order_status).toEqual([option('2')]);
  });
});

describe('cache store', () => {
  it('keeps the app domain, provinces and hot questions under "cache"', () => {
    createCacheStore().getState().setCache({ appDomain: 'https://a.example', hotQuestions: [{ id: 1, title: 'Q' }] });
    const reloaded = createCacheStore().getState();
    expect(reloaded).toMatchObject({ appDomain: 'https://a.example', provinces: [], hotQuestions: [{ id: 1, title: 'Q' }] });
    expect(localStorage.getItem('cache')).not.toBeNull();
  });
});

describe('mergeStored', () => {
  const current = { name: '', list: [] as string[], info: null as object | null, on: false };

  it('takes stored fields of the same kind', () => {
    expect(mergeStored({ name: 'a', list: ['x'], info: { a: 1 }, on: true }, current)).toEqual({
      name: 'a',
      list: ['x'],
      info: { a: 1 },
      on: true,
    });
  });

  it('keeps defaults for fields of another kind, unknown fields and non-objects', () => {
    expect(mergeStored({ name: 1, list: {}, on: 'yes', extra: 1 }, current)).toEqual(current);
    expect(mergeStored('garbage', current)).toBe(current);
    expect(mergeStored(null, current)).toBe(current);
  });
});
