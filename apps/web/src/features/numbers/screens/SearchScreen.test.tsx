import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { history } from '../../../shared/navigation';
import { aBaseConfig, aNumber, aPage, openAt, showChineseTexts, stubIntersectionObserver } from '../../../shared/pageTesting';
import { envelope, fakeFetch, recordingUi, reply } from '../../../shared/request/testing';
import { useSessionStore } from '../../../stores/session';
import { renderWithQueries } from '../../../shared/query/testing';
import { SearchScreen } from './SearchScreen';

const SEARCH = '/pages/index/VanityNumber/index';
let fetch: ReturnType<typeof fakeFetch>;
/** What the fake server answers the number search with, call after call. */
let numberAnswers: Response[];

const numbers = (list = [aNumber(), aNumber({ id: 78, number: '13912345678', priceFen: 0, patterns: ['ABCDE'] })], batch: string | null = 'b1') =>
  envelope('numberList', { ...aPage(list), arrangement: 1, batch });

/** The fake server: base config, region files, IP location and the number search. */
function serve(url: string): Response {
  const path = new URL(url, 'http://shop.test').pathname;
  if (path === '/api/hk/baseConfig') return envelope('baseConfig', aBaseConfig({}, { suggest: true }));
  if (path === '/provinces/index.json') return reply([{ code: '440000', name: '广东省' }]);
  if (path === '/provinces/440000.json') return reply({ code: '440000', name: '广东省', cities: [{ code: '440100', name: '广州市', counties: [{ code: '440106', name: '天河区' }] }] });
  if (path === '/api/shop/base/ipLocation') return envelope('ipLocation', { ip: '1.2.3.4', provinceCode: '440000', provinceName: '广东省', cityCode: '440100', cityName: '广州市', isp: '电信' });
  if (path === '/api/shop/numberList') return numberAnswers.shift() ?? numbers();
  return reply('', 404);
}

/** The queries of the number searches sent so far. */
const searches = () =>
  fetch.mock.calls
    .map(([url]) => new URL(String(url), 'http://shop.test'))
    .filter((url) => url.pathname === '/api/shop/numberList')
    .map((url) => Object.fromEntries(url.searchParams));

beforeAll(showChineseTexts);

beforeEach(async () => {
  fetch = fakeFetch();
  fetch.mockImplementation(async (url) => serve(String(url)));
  numberAnswers = [];
  recordingUi();
  stubIntersectionObserver();
  useSessionStore.setState({ promoCode: '', shown: {} });
  const depth = history.port.depth();
  if (depth > 1) await history.port.back(depth - 1);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openSearch(query: string) {
  await openAt(`${SEARCH}${query}`);
  renderWithQueries(<SearchScreen />);
}

describe('the number search page', () => {
  it('sends the filters of its address as the search query', async () => {
    await openSearch('?operator=2&province=440000&city=440100&pattern=AAAA&sort=priceAsc&arrangement=2&exclude=47&priceMin=0&priceMax=50000');
    await waitFor(() => expect(searches()).toHaveLength(1));
    expect(searches()[0]).toEqual({ operator: '2', province: '440000', city: '440100', pattern: 'AAAA', sort: 'priceAsc', exclude: '47', priceMin: '0', priceMax: '50000', page: '1', pageSize: '20' });
    expect(fetch.mock.calls.some(([url]) => String(url).includes('ipLocation'))).toBe(false);
  });

  it('drops what the contract would refuse before asking', async () => {
    await openSearch('?operator=7&province=44&pattern=XYZ&endsWith=88a8&arrangement=5');
    await waitFor(() => expect(searches()).toHaveLength(1));
    expect(searches()[0]).toEqual({ page: '1', pageSize: '20' });
    expect(document.querySelector('.number-card--list')).toBeInTheDocument();
  });

  it('shows each number big, its matching digits marked, with operator, city, price, plan and patterns', async () => {
    await openSearch('?endsWith=8888&arrangement=2');
    const cards = await screen.findAllByRole('button', { name: /13800138888|13912345678/ });
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(first.className).toContain('number-card--grid');
    expect(first.querySelector('.number-card__number')?.textContent).toBe('13800138888');
    expect(first.querySelector('.number-digits__hit')?.textContent).toBe('8888');
    expect(within(first).getByText('中国移动')).toBeInTheDocument();
    expect(within(first).getByText('深圳')).toBeInTheDocument();
    expect(within(first).getByText('¥888.00')).toBeInTheDocument();
    expect(within(first).getByText('月租 ¥59.00 起')).toBeInTheDocument();
    expect(within(first).getByText('尾号AAAA')).toBeInTheDocument();
    expect(within(second).getByText('免费')).toBeInTheDocument();
  });

  it('opens a number for reservation', async () => {
    await openSearch('?operator=1');
    fireEvent.click(await screen.findByRole('button', { name: /13800138888/ }));
    await waitFor(() => expect(history.location().href).toBe('/pages/goods/pretty/index?id=77&number=13800138888'));
  });

  it('replaces its address when a filter changes, and searches again', async () => {
    await openSearch('?operator=1');
    await screen.findAllByRole('button', { name: /13800138888/ });
    fireEvent.click(screen.getByRole('tab', { name: '中国联通' }));
    await waitFor(() => expect(history.location().href).toBe(`${SEARCH}?operator=2`));
    expect(history.port.depth()).toBe(1);
    await waitFor(() => expect(searches().at(-1)).toMatchObject({ operator: '2' }));
    expect(screen.getByRole('tab', { name: '精选' })).toBeInTheDocument();
  });

  it('asks for another batch with the token of the last answer', async () => {
    await openSearch('?operator=1');
    await screen.findAllByRole('button', { name: /13800138888/ });
    numberAnswers = [numbers([aNumber({ id: 90, number: '13700137777' })], null)];
    fireEvent.click(screen.getByRole('button', { name: '换一批' }));
    await screen.findByRole('button', { name: /13700137777/ });
    expect(searches().at(-1)).toMatchObject({ operator: '1', batch: 'b1', page: '1' });
    expect(screen.getByRole('button', { name: '已全部展示' })).toBeDisabled();
  });

  it('keeps the batch in its address, and starts afresh when a filter changes', async () => {
    await openSearch('?operator=1');
    await screen.findAllByRole('button', { name: /13800138888/ });
    fireEvent.click(screen.getByRole('button', { name: '换一批' }));
    await waitFor(() => expect(history.location().query).toEqual({ operator: '1', batch: 'b1' }));
    fireEvent.click(screen.getByRole('tab', { name: '中国联通' }));
    await waitFor(() => expect(history.location().query).toEqual({ operator: '2' }));
    await waitFor(() => expect(searches().at(-1)).toEqual({ operator: '2', page: '1', pageSize: '20' }));
  });

  it('shows the same list again on coming back to it, without searching again', async () => {
    await openAt(`${SEARCH}?operator=1`);
    const first = renderWithQueries(<SearchScreen />);
    await screen.findAllByRole('button', { name: /13800138888/ });
    first.unmount();
    renderWithQueries(<SearchScreen />, { client: first.client });
    expect(screen.getAllByRole('button', { name: /13800138888|13912345678/ })).toHaveLength(2);
    expect(searches()).toHaveLength(1);
  });

  it('starts a bare visit in the visitor’s own province and city', async () => {
    await openSearch('');
    await waitFor(() => expect(history.location().query).toMatchObject({ province: '440000', city: '440100' }));
    await waitFor(() => expect(searches()).toHaveLength(1));
    expect(searches()[0]).toMatchObject({ province: '440000', city: '440100' });
    expect(await screen.findByRole('button', { name: '广州市' })).toBeInTheDocument();
  });
});
