import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { history } from '../../../shared/navigation';
import { aBaseConfig, openAt, showChineseTexts } from '../../../shared/pageTesting';
import { envelope, fakeFetch, recordingUi, reply } from '../../../shared/request/testing';
import { renderWithQueries } from '../../../shared/query/testing';
import { FilterScreen } from './FilterScreen';
import { HeadSearchScreen } from './HeadSearchScreen';
import { MoreFiltersScreen } from './MoreFiltersScreen';
import { PatternScreen } from './PatternScreen';
import { RegionScreen } from './RegionScreen';

const SEARCH = '/pages/index/VanityNumber/index';

function serve(url: string): Response {
  if (url === '/provinces/index.json') return reply([{ code: '440000', name: '广东省' }, { code: '110000', name: '北京市' }]);
  if (url === '/provinces/440000.json') return reply({ code: '440000', name: '广东省', cities: [{ code: '440100', name: '广州市', counties: [{ code: '440106', name: '天河区' }] }] });
  if (url.startsWith('/api/shop/base/ipLocation')) return envelope('ipLocation', { ip: '', provinceCode: null, provinceName: '', cityCode: null, cityName: '', isp: '' });
  return envelope('baseConfig', aBaseConfig());
}

/** Opens `screen` from the search page, as a tap there does, and shows it. */
async function openScreen(path: string, query: string, page: ReactElement) {
  await openAt(`${SEARCH}${query}`);
  await history.port.push(`${path}${query}`);
  renderWithQueries(page);
}

/** The search page the screen handed its result back to. */
async function backOnSearch(query: Record<string, string>) {
  await waitFor(() => expect(history.location().path).toBe(SEARCH));
  expect(history.location().query).toEqual(query);
  expect(history.port.depth()).toBe(1);
}

beforeAll(showChineseTexts);

let fetch: ReturnType<typeof fakeFetch>;

beforeEach(async () => {
  fetch = fakeFetch();
  fetch.mockImplementation(async (url) => serve(String(url)));
  recordingUi();
  const depth = history.port.depth();
  if (depth > 1) await history.port.back(depth - 1);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the head search screen', () => {
  it('searches by position and hands the search back to the list', async () => {
    await openScreen('/pages/index/VanityNumber/HeadSearch/index', '?operator=1&contains=520', <HeadSearchScreen />);
    expect(screen.getByRole('tab', { name: '包含' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByRole('tab', { name: '按位' }));
    const boxes = screen.getAllByRole('textbox');
    fireEvent.change(boxes[0] as HTMLElement, { target: { value: '138' } });
    fireEvent.change(boxes[7] as HTMLElement, { target: { value: '8888' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await backOnSearch({ operator: '1', positions: '138____8888' });
  });

  it('will not search a wrong ending, and says why', async () => {
    await openScreen('/pages/index/VanityNumber/HeadSearch/index', '', <HeadSearchScreen />);
    expect(screen.getByRole('button', { name: '搜索' })).toBeDisabled();
    fireEvent.click(screen.getByRole('tab', { name: '结尾' }));
    fireEvent.change(screen.getByRole('textbox', { name: '结尾' }), { target: { value: '88a' } });
    expect(screen.getByRole('alert').textContent).toBe('只能输入数字');
    expect(screen.getByRole('button', { name: '搜索' })).toBeDisabled();
  });
});

describe('the more-filters screen', () => {
  it('holds a reversed price range back with a message, then applies the right one', async () => {
    await openScreen('/pages/index/VanityNumber/morePopup', '?operator=2', <MoreFiltersScreen />);
    fireEvent.change(screen.getByRole('textbox', { name: '最低价' }), { target: { value: '500' } });
    fireEvent.change(screen.getByRole('textbox', { name: '最高价' }), { target: { value: '100' } });
    expect(screen.getByRole('alert').textContent).toBe('最高价不能低于最低价');
    expect(screen.getByRole('button', { name: '查看号码' })).toBeDisabled();
    fireEvent.change(screen.getByRole('textbox', { name: '最高价' }), { target: { value: '1000' } });
    await waitFor(() => expect(history.location().query).toMatchObject({ priceMin: '50000', priceMax: '100000' }));
    fireEvent.click(screen.getByRole('button', { name: '4' }));
    await waitFor(() => expect(history.location().query).toMatchObject({ exclude: '4' }));
    fireEvent.click(screen.getByRole('button', { name: '查看号码' }));
    await backOnSearch({ operator: '2', priceMin: '50000', priceMax: '100000', exclude: '4' });
  });

  it('is a sheet that, closed, leaves the search as it was', async () => {
    await openScreen('/pages/index/VanityNumber/morePopup', '?operator=2', <MoreFiltersScreen />);
    const sheet = screen.getByRole('dialog', { name: '更多筛选' });
    fireEvent.click(within(sheet).getByRole('button', { name: '4' }));
    await waitFor(() => expect(history.location().query).toMatchObject({ exclude: '4' }));
    fireEvent.click(within(sheet).getByRole('button', { name: '关闭' }));
    await backOnSearch({ operator: '2' });
  });
});

describe('the pattern menu', () => {
  it('searches a pattern with one tap', async () => {
    await openScreen('/pages/index/VanityNumber/menus', '?sort=priceAsc', <PatternScreen />);
    fireEvent.click(screen.getByRole('radio', { name: '尾号AAA' }));
    await backOnSearch({ sort: 'priceAsc', pattern: 'AAA' });
  });
});

describe('the region picker', () => {
  it('lists the provinces, then the cities of the one tapped, and hands the city back', async () => {
    await openScreen('/pages/index/VanityNumber/fullPopup', '?operator=4', <RegionScreen />);
    fireEvent.click(await screen.findByRole('button', { name: '广东省' }));
    fireEvent.click(await screen.findByRole('button', { name: '广州市' }));
    await backOnSearch({ operator: '4', province: '440000', city: '440100' });
  });

  it('is a sheet that, closed, leaves the search as it was', async () => {
    await openScreen('/pages/index/VanityNumber/fullPopup', '?operator=4', <RegionScreen />);
    fireEvent.click(within(screen.getByRole('dialog', { name: '归属地' })).getByRole('button', { name: '关闭' }));
    await backOnSearch({ operator: '4' });
  });

  it("offers the visitor's own province and city, one tap to choose", async () => {
    const located = envelope('ipLocation', { ip: '1.2.3.4', provinceCode: '440000', provinceName: '广东省', cityCode: '440100', cityName: '广州市', isp: '电信' });
    fetch.mockImplementation(async (url) => (String(url).startsWith('/api/shop/base/ipLocation') ? located : serve(String(url))));
    await openScreen('/pages/index/VanityNumber/fullPopup', '?operator=4', <RegionScreen />);
    fireEvent.click(await screen.findByRole('button', { name: '当前定位：广东省 广州市' }));
    await backOnSearch({ operator: '4', province: '440000', city: '440100' });
  });

  it('says so when the location cannot be told', async () => {
    await openScreen('/pages/index/VanityNumber/fullPopup', '', <RegionScreen />);
    expect(await screen.findByText('暂时无法定位，请在下方选择')).toBeInTheDocument();
  });

  it('chooses nationwide', async () => {
    await openScreen('/pages/index/VanityNumber/fullPopup', '?province=110000', <RegionScreen />);
    fireEvent.click(await screen.findByRole('button', { name: '全国' }));
    await backOnSearch({});
  });
});

describe('the full filter screen', () => {
  it('shows each change in its own address, resets, and applies', async () => {
    await openScreen('/pages/index/VanityNumber/FilterSearch/index', '?pattern=AAAA&arrangement=2', <FilterScreen />);
    fireEvent.click(screen.getByRole('radio', { name: '中国电信' }));
    await waitFor(() => expect(history.location().query).toEqual({ operator: '3', pattern: 'AAAA', arrangement: '2' }));
    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(history.location().query).toEqual({}));
    fireEvent.click(screen.getByRole('radio', { name: '价格从高到低' }));
    await waitFor(() => expect(history.location().query).toEqual({ sort: 'priceDesc' }));
    fireEvent.click(screen.getByRole('button', { name: '查看号码' }));
    await backOnSearch({ sort: 'priceDesc' });
  });
});
