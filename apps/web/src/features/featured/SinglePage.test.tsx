import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openLink } from '../../shared/navigation/openLink';
import { aGoods, openAt, showChineseTexts } from '../../shared/pageTesting';
import { envelope, fakeFetch, recordingUi, refusal, sent } from '../../shared/request/testing';
import { renderWithQueries } from '../../shared/query/testing';
import { useSessionStore } from '../../stores/session';
import { SinglePage } from './SinglePage';

vi.mock('../../shared/navigation/openLink', () => ({ openLink: vi.fn(async () => undefined) }));

let fetch: ReturnType<typeof fakeFetch>;

const birthdayPage = {
  pageCode: 'BDAY',
  title: '生日靓号专场',
  cover: '/shop/brand/banner-1.svg',
  intro: ['把生日写进号码里。', '全省可选。'],
  themeColor: '#d4380d',
  goods: [aGoods()],
  numberSearch: { operator: 1, province: '440000', pattern: 'MMDD', endsWith: '1314' },
};

beforeAll(showChineseTexts);

beforeEach(() => {
  fetch = fakeFetch();
  recordingUi();
  vi.mocked(openLink).mockClear();
  useSessionStore.setState({ promoCode: '', pageCode: '' });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the featured single page', () => {
  it('shows an unknown page code as a page that does not exist, with a way to the shop', async () => {
    fetch.mockImplementation(async () => refusal(-1, '页面不存在'));
    await openAt('/pages-sub/single/index?pageCode=NOPE');
    renderWithQueries(<SinglePage compact={false} />);
    await screen.findByText('页面不存在', { selector: '.empty-state__title' });
    expect(sent(fetch).url).toBe('/api/shop/singlePageInfo?pageCode=NOPE');
    fireEvent.click(screen.getByRole('button', { name: '去商城首页' }));
    expect(openLink).toHaveBeenCalledWith('/pages/index/default');
  });

  it("takes the session's page code when the address has none, and shows the page", async () => {
    useSessionStore.setState({ pageCode: 'BDAY' });
    fetch.mockImplementation(async () => envelope('singlePageInfo', birthdayPage));
    await openAt('/pages-sub/single/index');
    const { container } = renderWithQueries(<SinglePage compact={false} />);
    await screen.findByText('生日靓号专场');
    expect(sent(fetch).url).toBe('/api/shop/singlePageInfo?pageCode=BDAY');
    expect(screen.getByText('全省可选。')).toBeInTheDocument();
    expect(screen.getByText('5G 畅享卡')).toBeInTheDocument();
    expect(container.querySelector('.single__cover')).toHaveAttribute('src', '/shop/brand/banner-1.svg');
    expect(container.querySelector<HTMLElement>('.single')?.style.getPropertyValue('--theme')).toBe('#d4380d');
  });

  it("opens the number search with the page's filters as its query", async () => {
    fetch.mockImplementation(async () => envelope('singlePageInfo', birthdayPage));
    await openAt('/pages-sub/single/index?pageCode=BDAY');
    renderWithQueries(<SinglePage compact={false} />);
    fireEvent.click(await screen.findByRole('button', { name: /挑选号码/ }));
    expect(openLink).toHaveBeenCalledWith('/pages/index/VanityNumber/index?operator=1&province=440000&pattern=MMDD&endsWith=1314');
  });

  it('leaves the cover out of the compact layout', async () => {
    fetch.mockImplementation(async () => envelope('singlePageInfo', birthdayPage));
    await openAt('/pages-sub/single/single?pageCode=BDAY');
    const { container } = renderWithQueries(<SinglePage compact />);
    await screen.findByText('生日靓号专场');
    expect(container.querySelector('.single--compact')).toBeInTheDocument();
    expect(container.querySelector('.single__cover')).not.toBeInTheDocument();
  });

  it('asks nothing for a page code the contract would refuse', async () => {
    await openAt('/pages-sub/single/index?pageCode=no%20such%20page');
    renderWithQueries(<SinglePage compact={false} />);
    await screen.findByText('页面不存在');
    expect(fetch).not.toHaveBeenCalled();
  });
});
