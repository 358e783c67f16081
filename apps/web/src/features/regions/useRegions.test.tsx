import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLocale, setLocale } from '../../i18n';
import { PERSISTED } from '../../shared/query';
import { testQueryClient } from '../../shared/query/testing';
import { fakeFetch, recordingUi, reply, sent } from '../../shared/request/testing';
import { parseProvinceList, provinceFileQuery, provincesQuery } from './regionFiles';
import { regionName, useRegions } from './useRegions';

let fetch: ReturnType<typeof fakeFetch>;

beforeEach(() => {
  fetch = fakeFetch();
  recordingUi();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const guangdong = { code: '440000', name: '广东省' };
// A province file as the server writes it: the province with its cities and their counties.
const guangdongFile = {
  ...guangdong,
  cities: [
    { code: '440100', name: '广州市', counties: [{ code: '440106', name: '天河区' }] },
    { code: '440300', name: '深圳市', counties: [{ code: '440305', name: '南山区' }] },
  ],
};

function withClient() {
  const client = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, wrapper };
}

describe('parseProvinceList', () => {
  it('reads the provinces as the server lists them, by code and name', () => {
    expect(parseProvinceList(JSON.stringify([guangdong, { code: '110000', name: '北京市' }]), 'f')).toEqual([guangdong, { code: '110000', name: '北京市' }]);
  });

  it('skips entries that are not regions and refuses a file with none', () => {
    expect(parseProvinceList(JSON.stringify([guangdong, { code: '44', name: 'x' }, 'y']), 'f')).toEqual([guangdong]);
    expect(() => parseProvinceList('[]', '/provinces/index.json')).toThrow('/provinces/index.json lists no regions');
    expect(() => parseProvinceList('<html>', '/provinces/index.json')).toThrow('/provinces/index.json is not JSON');
  });
});

describe('region files', () => {
  it('are read once and kept across visits', async () => {
    const { client } = withClient();
    fetch.mockResolvedValue(reply([guangdong]));
    await expect(client.fetchQuery(provincesQuery())).resolves.toEqual([guangdong]);
    await expect(client.fetchQuery(provincesQuery())).resolves.toEqual([guangdong]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sent(fetch).url).toBe('/provinces/index.json');
    expect(provincesQuery().meta).toEqual(PERSISTED);
    expect(provinceFileQuery('440000').meta).toEqual(PERSISTED);
    expect(provinceFileQuery('440000').queryKey).toEqual(['regionFile', currentLocale(), '440000']);
  });

  it('are kept apart per locale, since their names are in the locale asked in', async () => {
    const shown = currentLocale();
    try {
      await setLocale('zh-Hant');
      expect(provincesQuery().queryKey).toEqual(['regionFile', 'zh-Hant', 'index']);
      await setLocale('en');
      expect(provincesQuery().queryKey).toEqual(['regionFile', 'en', 'index']);
    } finally {
      await setLocale(shown);
    }
  });

  it('refuse a province file without cities', async () => {
    const { client } = withClient();
    fetch.mockResolvedValue(reply({ code: '440000', name: '广东省' }));
    await expect(client.fetchQuery(provinceFileQuery('440000'))).rejects.toThrow('/provinces/440000.json lists no cities');
  });
});

describe('useRegions', () => {
  it("gives a province's cities as its children, read once", async () => {
    const { wrapper } = withClient();
    fetch.mockImplementation(async (url) => reply(String(url) === '/provinces/index.json' ? [guangdong, { code: '110000', name: '北京市' }] : guangdongFile));
    const { result, rerender } = renderHook(({ province }: { province?: string }) => useRegions(province), { wrapper, initialProps: { province: '440000' as string | undefined } });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.cities).toEqual([
      { value: '440100', label: '广州市' },
      { value: '440300', label: '深圳市' },
    ]);
    expect(sent(fetch, 1).url).toBe('/provinces/440000.json');
    expect(regionName(result.current.provinces, '440000', '440300')).toBe('深圳市');
    expect(regionName(result.current.provinces, '440000')).toBe('广东省');
    expect(regionName(result.current.provinces, '120000')).toBeUndefined();
    rerender({ province: undefined });
    rerender({ province: '440000' });
    expect(result.current.status).toBe('ready');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('says a failed read failed, and reads only that again on retry', async () => {
    const { wrapper } = withClient();
    fetch.mockImplementation(async (url) => (String(url) === '/provinces/index.json' ? reply([guangdong]) : reply('nope', 404)));
    const { result } = renderHook(() => useRegions('440000'), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('failed'));
    fetch.mockImplementation(async () => reply(guangdongFile));
    result.current.retry();
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual(['/provinces/index.json', '/provinces/440000.json', '/provinces/440000.json']);
  });
});
