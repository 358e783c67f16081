import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCacheStore } from '../../stores/cache';
import { fakeFetch, recordingUi, reply, sent } from '../request/testing';
import { loadCities, loadProvinces, parseRegionFile, regionName } from './regions';

let fetch: ReturnType<typeof fakeFetch>;

beforeEach(() => {
  fetch = fakeFetch();
  recordingUi();
  useCacheStore.setState({ provinces: [] });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const guangdong = { value: '440000', label: '广东省' };
const cities = [
  { value: '440100', label: '广州市' },
  { value: '440300', label: '深圳市' },
];

describe('parseRegionFile', () => {
  it('reads a list of regions, by value and label or by code and name', () => {
    expect(parseRegionFile(JSON.stringify([guangdong, { code: '110000', name: '北京市' }]), 'f')).toEqual([guangdong, { value: '110000', label: '北京市' }]);
  });

  it('reads a province whose children are its cities', () => {
    expect(parseRegionFile(JSON.stringify({ ...guangdong, children: cities }), 'f')).toEqual(cities);
  });

  it('skips entries that are not regions and refuses a file with none', () => {
    expect(parseRegionFile(JSON.stringify([guangdong, { value: '44', label: 'x' }, 'y']), 'f')).toEqual([guangdong]);
    expect(() => parseRegionFile('[]', '/provinces/index.json')).toThrow('/provinces/index.json lists no regions');
    expect(() => parseRegionFile('<html>', '/provinces/index.json')).toThrow('/provinces/index.json is not JSON');
  });
});

describe('region files', () => {
  it('reads the provinces once, then from the cache', async () => {
    fetch.mockResolvedValue(reply([guangdong]));
    await expect(loadProvinces()).resolves.toEqual([guangdong]);
    await expect(loadProvinces()).resolves.toEqual([guangdong]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sent(fetch).url).toBe('/provinces/index.json');
  });

  it("keeps a province's cities as its children in the cache", async () => {
    fetch.mockResolvedValueOnce(reply([guangdong])).mockResolvedValueOnce(reply({ ...guangdong, children: cities }));
    await expect(loadCities('440000')).resolves.toEqual(cities);
    expect(sent(fetch, 1).url).toBe('/provinces/440000.json');
    await loadCities('440000');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(regionName(useCacheStore.getState().provinces, '440000', '440300')).toBe('深圳市');
    expect(regionName(useCacheStore.getState().provinces, '440000')).toBe('广东省');
    expect(regionName(useCacheStore.getState().provinces, '110000')).toBeUndefined();
  });
});
