import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

const clock = () => {
  let time = 1_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
};

describe('TtlCache', () => {
  it('loads once while fresh and again once expired', async () => {
    const time = clock();
    const cache = new TtlCache<number>(100, 10, time.now);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    time.advance(100);
    expect(await cache.get('a', load)).toBe(2);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = new TtlCache<string>(100, 10);
    let loads = 0;
    const load = async () => `value ${++loads}`;
    const [first, second] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect([first, second, loads]).toEqual(['value 1', 'value 1', 1]);
  });

  it('does not keep a failed load', async () => {
    const cache = new TtlCache<string>(100, 10);
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'up')).toBe('up');
  });

  it('evicts the oldest entry when full', async () => {
    const cache = new TtlCache<string>(100, 2);
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    await cache.get('c', async () => 'c');
    expect(await cache.get('b', async () => 'b again')).toBe('b');
    expect(await cache.get('a', async () => 'a again')).toBe('a again');
  });

  it('forgets everything on clear', async () => {
    const cache = new TtlCache<string>(100, 2);
    await cache.get('a', async () => 'a');
    cache.clear();
    expect(await cache.get('a', async () => 'a again')).toBe('a again');
  });
});
