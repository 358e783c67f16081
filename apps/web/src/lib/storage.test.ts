import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonStorage } from './storage';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe('jsonStorage', () => {
  it('writes and reads JSON in the chosen area', () => {
    const local = jsonStorage('local');
    expect(local.write('cart', { items: [1, 2] })).toBe(true);
    expect(local.read('cart')).toEqual({ items: [1, 2] });
    expect(localStorage.getItem('cart')).toBe('{"items":[1,2]}');
    expect(sessionStorage.getItem('cart')).toBeNull();
  });

  it('prefixes keys with its namespace', () => {
    const shop = jsonStorage('session', 'shop:');
    shop.write('step', 2);
    expect(sessionStorage.getItem('shop:step')).toBe('2');
    expect(shop.read('step')).toBe(2);
  });

  it('reads a missing key as undefined', () => {
    expect(jsonStorage('local').read('nothing')).toBeUndefined();
  });

  it('reads a corrupt value as undefined', () => {
    localStorage.setItem('broken', '{not json');
    expect(jsonStorage('local').read('broken')).toBeUndefined();
    expect(jsonStorage('local').readText('broken')).toBe('{not json');
  });

  it('keeps plain text as it is', () => {
    const local = jsonStorage('local');
    local.writeText('locale', 'fr');
    expect(localStorage.getItem('locale')).toBe('fr');
    expect(local.readText('locale')).toBe('fr');
  });

  it('removes a key', () => {
    const local = jsonStorage('local');
    local.write('gone', 1);
    local.remove('gone');
    expect(local.read('gone')).toBeUndefined();
  });

  it('reports a failed write when storage is full or forbidden', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(jsonStorage('local').write('big', 'x')).toBe(false);
  });

  it('reads nothing and removes quietly when storage throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const local = jsonStorage('local');
    expect(local.read('any')).toBeUndefined();
    expect(() => local.remove('any')).not.toThrow();
  });

  it('does not write what JSON cannot represent', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(jsonStorage('local').write('cyclic', cyclic)).toBe(false);
  });
});
