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
  it('reads the provinces as the server lists them, by code and name', () => {
    expect(parseRegionFile(JSON.stringify([{ code: '440000', name: '广东省' }, { code: '110000', name: '北京市' }]), 'f')).toEqual([guangdong, { value: '110000', label: '北京市' }]);
  });

  it('skips entries that are not regions and refuses a file with none', () => {
    expect(parseRegionFile(JSON.stringify([{ code: '440000', name: '广东省' }, { code: '44', name: 'x' }, 'y']), 'f')).toEqual([guangdong]);
    expect(() => parseRegionFile('[]', '/provinces/index.json')).toThrow('/provinces/index.json lists no regions');
    expect(() => parseRegionFile('<html>', '/provinces/index.json')).toThrow('/provinces/index.json is not JSON');
  });
});

describe('region files', () => {
  it('reads the provinces once, then from the cache', async () => {
    fetch.mockResolvedValue(reply([{ code: '440000', name: '广东省' }]));
    await expect(loadProvinces()).resolves.toEqual([guangdong]);
    await expect(loadProvinces()).resolves.toEqual([guangdong]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sent(fetch).url).toBe('/provinces/index.json');
  });

  it("keeps a province's cities as its children in the cache", async () => {
    // A province file as the server writes it: the province with its cities and their counties.
    const file = {
      code: '440000',
      name: '广东省',
      cities: [
        { code: '440100', name: '广州市', counties: [{ code: '440106', name: '天河区' }] },
        { code: '440300', name: '深圳市', counties: [{ code: '440305', name: '南山区' }] },
      ],
    };
    fetch.mockResolvedValueOnce(reply([{ code: '440000', name: '广东省' }])).mockResolvedValueOnce(reply(file));
    await expect(loadCities('440000')).resolves.toEqual(cities);
    expect(sent(fetch, 1).url).toBe('/provinces/440000.json');
    await loadCities('440000');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(regionName(useCacheStore.getState().provinces, '440000', '440300')).toBe('深圳市');
    expect(regionName(useCacheStore.getState().provinces, '440000')).toBe('广东省');
    expect(regionName(useCacheStore.getState().provinces, '110000')).toBeUndefined();
  });
});
