import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { CONFIG_REFRESH_THROTTLE_MS, type BaseConfig } from '@shop/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { copyText } from '../../shared/copy';
import { hotQuestionsQuery } from '../../features/customer';
import { openLink } from '../../shared/navigation/openLink';
import { aBaseConfig, openAt, showChineseTexts } from '../../shared/pageTesting';
import { showDialog } from '../../shared/popups';
import { envelope, fakeFetch, recordingUi, refusal } from '../../shared/request/testing';
import { renderWithQueries, testQueryClient } from '../../shared/query/testing';
import { useSessionStore } from '../../stores/session';
import CustomerPage from './index';

vi.mock('../../shared/navigation/openLink', () => ({ openLink: vi.fn(async () => undefined) }));
vi.mock('../../shared/popups', () => ({ showDialog: vi.fn(async () => undefined), showToast: vi.fn(async () => undefined) }));
vi.mock('../../shared/copy', () => ({ copyText: vi.fn(async () => true) }));

let fetch: ReturnType<typeof fakeFetch>;
// The config loads at most once a second per promoter (spec 9): each test is another promoter.
let shop = 0;
let promoCode = '';

const channels = { kefuUrl: '', kefuMobile: '400-800-1234', kefuQr: '/shop/brand/demo-kefu-qr.svg', followQr: '/shop/brand/demo-follow-qr.svg' };
const hot = [
  { id: 11, title: '靓号预约后多久发货？' },
  { id: 12, title: '如何申请退款？' },
];

/** The shop's own QR images, as the web server sends them. */
const image = () => new Response('<svg xmlns="http://www.w3.org/2000/svg"/>', { headers: { 'content-type': 'image/svg+xml' } });

function serve(front: Partial<BaseConfig['front']>, hotQuestions: Response | Promise<Response> | typeof hot = hot): void {
  fetch.mockImplementation(async (url) => {
    const path = String(url).split('?')[0];
    if (path === '/api/hk/baseConfig') return envelope('baseConfig', aBaseConfig({ promoCode }, { ...channels, ...front }));
    if (path === '/api/shop/customer/hotQuestionList') return hotQuestions instanceof Response || hotQuestions instanceof Promise ? hotQuestions : envelope('hotQuestionList', hotQuestions);
    if (path?.startsWith('/shop/brand/')) return image();
    return refusal(-1, `unexpected ${path}`);
  });
}

/** The link a save clicks: where it points and the file name it asks for. */
function recordSaves() {
  const saves: Array<{ href: string | null; download: string }> = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saves.push({ href: this.getAttribute('href'), download: this.download });
  });
  return { saves, restore: () => click.mockRestore() };
}

/** The long press and its dialog's save button. */
async function longPressAndSave(target: HTMLElement) {
  vi.useFakeTimers();
  fireEvent.pointerDown(target, { button: 0, clientX: 50, clientY: 50, pointerType: 'touch' });
  void act(() => vi.advanceTimersByTime(350));
  fireEvent.pointerUp(target);
  vi.useRealTimers();
  const save = vi.mocked(showDialog).mock.calls.at(-1)?.[1].find((action) => action.key === 'save');
  await act(async () => save?.onPress());
}

/** Pulls the page down well past the refresher threshold and lets go. */
function pullDown(page: Element) {
  fireEvent.touchStart(page, { touches: [{ clientY: 0 }] });
  fireEvent.touchMove(page, { touches: [{ clientY: 150 }] });
  fireEvent.touchEnd(page);
}

beforeAll(async () => {
  await showChineseTexts();
  // jsdom keeps no blobs; the browser's object URLs are what a save links to.
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:http://localhost/qr'), revokeObjectURL: vi.fn() });
});

beforeEach(async () => {
  fetch = fakeFetch();
  recordingUi();
  shop += 1;
  promoCode = `shop${shop}`;
  useSessionStore.getState().setPromoCode(promoCode);
  vi.mocked(openLink).mockClear();
  vi.mocked(showDialog).mockClear();
  await openAt('/pages/customer/index');
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the customer service page', () => {
  it("offers the promoter's hotline to call or copy", async () => {
    serve({});
    renderWithQueries(<CustomerPage />);
    const call = await screen.findByRole('link', { name: '拨打' });
    expect(call).toHaveAttribute('href', 'tel:4008001234');
    expect(screen.getByText('400-800-1234')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '复制' }));
    expect(copyText).toHaveBeenCalledWith('400-800-1234');
  });

  it('opens the online service only when one is configured, and never this page itself', async () => {
    serve({ kefuUrl: 'https://kefu.example.com/chat' });
    renderWithQueries(<CustomerPage />);
    fireEvent.click(await screen.findByRole('button', { name: /在线客服/ }));
    expect(openLink).toHaveBeenCalledWith('https://kefu.example.com/chat');
    cleanup();
    shop += 1;
    promoCode = `shop${shop}`;
    useSessionStore.getState().setPromoCode(promoCode);
    serve({ kefuUrl: '/pages/customer/index' });
    renderWithQueries(<CustomerPage />);
    await screen.findByText('客服热线');
    expect(screen.queryByRole('button', { name: /在线客服/ })).not.toBeInTheDocument();
  });

  it('shows a QR code full size on a tap and saves it as a file on a long press', async () => {
    serve({});
    renderWithQueries(<CustomerPage />);
    const tile = await screen.findByRole('button', { name: /微信客服/ });
    // The code's name is said once: the image beside it is not described again.
    expect(screen.queryByRole('button', { name: /微信客服.*微信客服/ })).not.toBeInTheDocument();
    fireEvent.click(tile);
    expect(openLink).toHaveBeenCalledWith('/pages/customer/code?type=kefu');

    const { saves, restore } = recordSaves();
    await longPressAndSave(tile);
    fireEvent.click(tile);
    expect(openLink).toHaveBeenCalledTimes(1);
    expect(showDialog).toHaveBeenCalledWith('将这张二维码保存到手机？', expect.any(Array));
    await waitFor(() => expect(saves).toEqual([{ href: 'blob:http://localhost/qr', download: 'demo-kefu-qr.svg' }]));
    expect(fetch).toHaveBeenCalledWith('/shop/brand/demo-kefu-qr.svg');
    restore();
  });

  it('says to take a screenshot when an image on another site cannot be saved, and stays in the shop', async () => {
    serve({ kefuQr: 'https://cdn.example.com/kefu.png' });
    const served = fetch.getMockImplementation();
    fetch.mockImplementation(async (url, init) => {
      if (String(url).startsWith('https://cdn.example.com/')) throw new TypeError('Failed to fetch');
      return served!(url, init);
    });
    renderWithQueries(<CustomerPage />);
    const { saves, restore } = recordSaves();
    await longPressAndSave(await screen.findByRole('button', { name: /微信客服/ }));
    await waitFor(() => expect(showDialog).toHaveBeenLastCalledWith('当前浏览器无法直接保存图片，请截屏保存二维码。', expect.any(Array)));
    expect(saves).toEqual([]);
    restore();
  });

  it('shows no code whose address is not an image the shop may show', async () => {
    serve({ kefuMobile: '', kefuQr: 'javascript:alert(1)', followQr: '/shop/../api/hk/baseConfig' });
    const { container } = renderWithQueries(<CustomerPage />);
    await screen.findByText('暂未设置联系方式');
    expect(container.querySelector('img')).not.toBeInTheDocument();
  });

  it('says so when the promoter has no way to be reached yet', async () => {
    serve({ kefuMobile: '', kefuQr: '', followQr: '' });
    renderWithQueries(<CustomerPage />);
    await screen.findByText('暂未设置联系方式');
    expect(screen.queryByRole('link', { name: '拨打' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /长按保存/ })).not.toBeInTheDocument();
  });

  it('shows the hot questions kept from the last visit at once, then the fresh list, each opening its answer', async () => {
    const client = testQueryClient();
    // As restored from the last visit, a while ago.
    client.setQueryData(hotQuestionsQuery('zh-Hans').queryKey, [{ id: 9, title: '缓存中的问题' }], { updatedAt: Date.now() - 60_000 });
    serve({});
    renderWithQueries(<CustomerPage />, { client });
    expect(screen.getByText('缓存中的问题')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: /如何申请退款？/ }));
    expect(openLink).toHaveBeenCalledWith('/pages/customer/question/detail?id=12');
    expect(screen.queryByText('缓存中的问题')).not.toBeInTheDocument();
    expect(client.getQueryData(hotQuestionsQuery('zh-Hans').queryKey)).toEqual(hot);
  });

  it("does not show another promoter's kept questions", async () => {
    const client = testQueryClient();
    useSessionStore.getState().setPromoCode('other');
    client.setQueryData(hotQuestionsQuery('zh-Hans').queryKey, [{ id: 9, title: '别家的问题' }]);
    useSessionStore.getState().setPromoCode(promoCode);
    serve({});
    renderWithQueries(<CustomerPage />, { client });
    expect(screen.queryByText('别家的问题')).not.toBeInTheDocument();
    await screen.findByText('靓号预约后多久发货？');
  });

  it('keeps the space of the hot questions while they load', async () => {
    serve({}, new Promise<Response>(() => undefined));
    const { container } = renderWithQueries(<CustomerPage />);
    await screen.findByText('400-800-1234');
    expect(container.querySelectorAll('[aria-busy="true"] .question-row')).toHaveLength(3);
  });

  it('keeps showing the refresh until the hot questions have reloaded too', async () => {
    serve({});
    const { container } = renderWithQueries(<CustomerPage />);
    await screen.findByText('靓号预约后多久发货？');
    let answer: (response: Response) => void = () => undefined;
    serve({}, new Promise<Response>((resolve) => (answer = resolve)));
    pullDown(container.querySelector('.customer')!);
    expect(screen.getByText('正在刷新…')).toBeInTheDocument();
    const hotLoads = () => fetch.mock.calls.filter(([url]) => String(url).startsWith('/api/shop/customer/hotQuestionList')).length;
    await waitFor(() => expect(hotLoads()).toBe(2));
    // Whatever else the pull reloads has settled by now; the hot questions have not.
    await act(async () => new Promise((settle) => setTimeout(settle, 0)));
    expect(screen.getByText('正在刷新…')).toBeInTheDocument();
    answer(envelope('hotQuestionList', [{ id: 13, title: '新的热门问题' }]));
    await screen.findByText('新的热门问题');
    await waitFor(() => expect(screen.queryByText('正在刷新…')).not.toBeInTheDocument());
  });

  it('keeps showing the contact details when refreshing them fails', async () => {
    serve({});
    const { container } = renderWithQueries(<CustomerPage />);
    await screen.findByText('400-800-1234');
    const served = fetch.getMockImplementation();
    fetch.mockImplementation(async (url, init) => (String(url).startsWith('/api/hk/baseConfig') ? refusal(-1, '服务繁忙') : served!(url, init)));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + CONFIG_REFRESH_THROTTLE_MS + 1);
    pullDown(container.querySelector('.customer')!);
    await waitFor(() => expect(screen.queryByText('正在刷新…')).not.toBeInTheDocument());
    expect(fetch.mock.calls.filter(([url]) => String(url).startsWith('/api/hk/baseConfig'))).toHaveLength(2);
    expect(screen.getByText('400-800-1234')).toBeInTheDocument();
    expect(screen.queryByText('联系方式加载失败')).not.toBeInTheDocument();
  });

  it('offers a retry when the hot questions could not be loaded', async () => {
    serve({}, refusal(-1, '服务繁忙'));
    renderWithQueries(<CustomerPage />);
    expect((await screen.findByRole('alert')).textContent).toContain('服务繁忙');
    serve({});
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await screen.findByText('靓号预约后多久发货？');
  });

  it('searches the questions with what the visitor typed, and refuses a search that is too long', async () => {
    serve({});
    renderWithQueries(<CustomerPage />);
    const field = screen.getByRole('searchbox', { name: '搜索问题' });
    fireEvent.change(field, { target: { value: '退'.repeat(51) } });
    expect(screen.getByRole('alert').textContent).toContain('最多 50 个字');
    expect(screen.getByRole('alert').textContent).not.toContain('51/50');
    expect(screen.getByText('51/50')).toBeInTheDocument();
    fireEvent.submit(field);
    expect(openLink).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: ' 退款 ' } });
    fireEvent.submit(field);
    expect(openLink).toHaveBeenCalledWith('/pages/customer/question/index?keyword=%E9%80%80%E6%AC%BE');
  });

  it('tells why the contact details could not be loaded', async () => {
    fetch.mockImplementation(async (url) =>
      String(url).startsWith('/api/hk/baseConfig') ? refusal(-1, '推广码不存在') : envelope('hotQuestionList', hot),
    );
    renderWithQueries(<CustomerPage />);
    await waitFor(() => expect(screen.getByText('联系方式加载失败')).toBeInTheDocument());
    expect(screen.getByText('推广码不存在')).toBeInTheDocument();
  });
});
