import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { aGoods, aNumber, aPage, openAt, showChineseTexts, stubIntersectionObserver } from '../../../shared/pageTesting';
import { envelope, fakeFetch, recordingUi, sent } from '../../../shared/request/testing';
import { renderWithQueries } from '../../../shared/query/testing';
import { useSessionStore } from '../../../stores/session';
import { IndexGroups } from './IndexGroups';

vi.mock('../../../shared/navigation/openLink', () => ({ openLink: vi.fn(async () => undefined) }));

let fetch: ReturnType<typeof fakeFetch>;

beforeAll(async () => {
  await showChineseTexts();
  // The groups are chunks of their own, loaded on first show: loaded here ahead, a test waits for its answer only.
  await import('../../../features/numbers');
});

beforeEach(() => {
  fetch = fakeFetch();
  fetch.mockImplementation(async (url) =>
    String(url).startsWith('/api/shop/numberList')
      ? envelope('numberList', { ...aPage([aNumber()]), arrangement: 1, batch: null })
      : envelope('goodsList', aPage([aGoods()])),
  );
  recordingUi();
  stubIntersectionObserver();
  useSessionStore.setState({ promoCode: '' });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const selectedTab = () => screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent;

describe('the home groups', () => {
  it("open on the page query's group, before the promoter's", async () => {
    await openAt('/pages/index/index?group=1');
    renderWithQueries(<IndexGroups promoterGroup={2} />);
    expect(selectedTab()).toBe('选号');
    await screen.findByText('深圳');
    expect(sent(fetch).url).toBe('/api/shop/numberList?pageSize=6');
  });

  it("open on the promoter's first group when the query names none", async () => {
    await openAt('/pages/index/index');
    renderWithQueries(<IndexGroups promoterGroup={1} />);
    expect(selectedTab()).toBe('选号');
    await screen.findByText('深圳');
  });

  it('open on SIM plans (group 2) otherwise, loading them page by page', async () => {
    await openAt('/pages/index/index?group=9');
    renderWithQueries(<IndexGroups promoterGroup={0} />);
    expect(selectedTab()).toBe('号卡套餐');
    await screen.findByText('5G 畅享卡');
    expect(sent(fetch).url).toBe('/api/shop/goodsList?group=2&page=1');
  });

  it('switch group on a tap', async () => {
    await openAt('/pages/index/index?group=2');
    renderWithQueries(<IndexGroups promoterGroup={2} />);
    await screen.findByText('5G 畅享卡');
    fireEvent.click(screen.getByRole('tab', { name: '选号' }));
    expect(selectedTab()).toBe('选号');
    await screen.findByText('深圳');
  });

  it("ask for the session promoter's goods", async () => {
    useSessionStore.setState({ promoCode: 'P100' });
    await openAt('/pages/index/index');
    renderWithQueries(<IndexGroups promoterGroup={2} />);
    await screen.findByText('5G 畅享卡');
    expect(sent(fetch).url).toBe('/api/shop/goodsList?group=2&page=1&promoCode=P100');
  });
});
