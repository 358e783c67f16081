import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openLink } from '../../../../shared/navigation/openLink';
import { openAt, showChineseTexts } from '../../../../shared/pageTesting';
import { showLoading, showToast } from '../../../../shared/popups';
import { renderWithQueries, testQueryClient } from '../../../../shared/query/testing';
import { byPath, envelope, fakeFetch, recordingUi, refusal, reply } from '../../../../shared/request/testing';
import { useIotStore } from '../../../../stores/iot';
import { useSessionStore } from '../../../../stores/session';
import { anAccelerateOrder, aSimInfo, aSimLayout, aVipOrder } from '../../iotTesting';
import { SimHome } from './SimHome';

vi.mock('../../../../shared/navigation/openLink', () => ({ openLink: vi.fn(async () => undefined) }));
vi.mock('../../../../shared/popups', () => ({
  showToast: vi.fn(async () => undefined),
  showLoading: vi.fn(async () => () => undefined),
  showDialog: vi.fn(async () => undefined),
}));

let fetch: ReturnType<typeof fakeFetch>;
let ui: ReturnType<typeof recordingUi>;
let client: QueryClient;

beforeAll(showChineseTexts);

beforeEach(async () => {
  fetch = fakeFetch();
  ui = recordingUi();
  client = testQueryClient();
  vi.mocked(openLink).mockClear();
  vi.mocked(showToast).mockClear();
  vi.mocked(showLoading).mockClear();
  useIotStore.getState().login('8986011234567890001', 'token');
  useIotStore.getState().setPopupPrevent(false);
  useSessionStore.setState({ shown: {} });
  await openAt('/pages/iot/index/index');
});

afterEach(cleanup);

type Answers = Parameters<typeof byPath>[0];

function serve(info = aSimInfo(), layout = aSimLayout(), more: Answers = {}) {
  fetch.mockImplementation(
    byPath({ '/api/iot/simInfo': () => envelope('simInfo', info), '/api/iot/simLayout': () => envelope('simLayout', layout), ...more }),
  );
}

const calls = (path: string) => fetch.mock.calls.filter(([url]) => String(url).startsWith(path));

/** The home as the app shows it; the query cache stays between renders, as it does between visits. */
async function showHome() {
  renderWithQueries(<SimHome />, { client });
  return screen.findByRole('region', { name: '卡号' });
}

describe('the SIM home', () => {
  it('shows a normal card at a glance: number, status, data left, expiry, balance and points', async () => {
    serve();
    const card = await showHome();
    expect(within(card).getByText('8986011234567890001')).toBeInTheDocument();
    expect(within(card).getByText('中国联通')).toBeInTheDocument();
    expect(within(card).getByText('正常')).toBeInTheDocument();
    expect(within(card).getByText('已实名')).toBeInTheDocument();
    expect(within(card).getByText('在线')).toBeInTheDocument();
    expect(within(card).getByText('75.00').textContent).toBe('75.00GB');
    expect(within(card).getByRole('meter')).toHaveAttribute('aria-valuenow', '25');
    expect(within(card).getByText('已用 25.00GB / 共 100.00GB')).toBeInTheDocument();
    expect(within(card).getByText('45 天')).toBeInTheDocument();
    expect(within(card).getByText('¥23.50')).toBeInTheDocument();
    expect(within(card).getByText('120')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(await screen.findByText('春季流量包限时八折')).toBeInTheDocument();
  });

  it('says unlimited data without a meter', async () => {
    serve(aSimInfo({ isInfiniteFlow: true }));
    const card = await showHome();
    expect(within(card).getAllByText('无限流量').length).toBeGreaterThan(0);
    expect(within(card).queryByRole('meter')).not.toBeInTheDocument();
  });

  it('sends a card that must verify its holder to real-name authentication', async () => {
    serve(aSimInfo({ needAuth: true, authStatus: 0 }));
    await showHome();
    expect(screen.getByText('未实名')).toBeInTheDocument();
    const prompt = screen.getByRole('status');
    expect(within(prompt).getByText('按国家规定，使用前需完成实名认证')).toBeInTheDocument();
    fireEvent.click(within(prompt).getByRole('button', { name: '去实名' }));
    expect(openLink).toHaveBeenCalledWith('/pages/iot/index/realnameAuth/index');
  });

  it('tells a card in arrears what it owes and offers a top-up and a plan', async () => {
    serve(aSimInfo({ simStatus: 3, arrearsBalance: 1280, needBuyPackage: true, balance: 0 }));
    await showHome();
    expect(screen.getByText('欠费停机')).toBeInTheDocument();
    expect(screen.getByText('已欠费 ¥12.80，充值后恢复使用')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '去充值' }));
    expect(openLink).toHaveBeenCalledWith('/pages/iot/index/balance/index');
    fireEvent.click(screen.getByRole('button', { name: '去订购' }));
    expect(openLink).toHaveBeenCalledWith('/pages/iot/index/package/index');
  });

  it('warns of a renewal the balance does not cover, within the notice days, with a top-up', async () => {
    const soon = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString();
    serve(aSimInfo({ renewal: { packageId: 3, name: '30GB 月包', priceFen: 2900, renewAt: soon, covered: false } }));
    await showHome();
    const prompt = screen.getByText(/30GB 月包 将于 .+ 自动续费 ¥29.00，当前余额不足/).closest('[role="status"]') as HTMLElement;
    fireEvent.click(within(prompt).getByRole('button', { name: '去充值' }));
    expect(openLink).toHaveBeenCalledWith('/pages/iot/index/balance/index');
  });

  it('says nothing of a renewal the balance covers, or one still far off', async () => {
    const soon = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString();
    const later = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000).toISOString();
    serve(aSimInfo({ renewal: { packageId: 3, name: '30GB 月包', priceFen: 2900, renewAt: soon, covered: true } }));
    await showHome();
    expect(screen.queryByText(/自动续费/)).not.toBeInTheDocument();
    cleanup();
    client = testQueryClient();
    serve(aSimInfo({ renewal: { packageId: 3, name: '30GB 月包', priceFen: 2900, renewAt: later, covered: false } }));
    await showHome();
    expect(screen.queryByText(/自动续费/)).not.toBeInTheDocument();
  });

  it("shows a Wi-Fi device's bands and the way to manage it", async () => {
    const band = { encryption: 'WPA2', switch: true, show: true, connCount: 2, maxConnCount: 10 };
    const device = { wifiEncrypt: 'WPA2', band2g: { ...band, name: 'SIM-WIFI' }, band5g: { ...band, name: 'SIM-WIFI-5G' } };
    serve(aSimInfo({ sourceType: 2, device }));
    await showHome();
    const wifi = screen.getByRole('region', { name: 'Wi-Fi' });
    expect(within(wifi).getByText('2.4G')).toBeInTheDocument();
    expect(within(wifi).getByText('SIM-WIFI-5G')).toBeInTheDocument();
    fireEvent.click(within(wifi).getByRole('button', { name: '设备管理' }));
    expect(openLink).toHaveBeenCalledWith('/pages-sub/iot/deviceManage/index');
  });

  it('lists vice SIMs and lifts a break-rule suspension, then reloads the card', async () => {
    const broken = aSimInfo({ simStatus: 2, breakRuleId: 7, breakTips: '检测到异常使用，线路已暂停', allowRemoveBreak: true, viceSims: [{ simNo: '8986011234567890016', iccid: '8986011234567890016', operatorType: 1, simStatus: 1 }] });
    serve(broken, aSimLayout(), { '/api/iot/simRemoveBreak': () => envelope('simRemoveBreak', null) });
    await showHome();
    expect(within(screen.getByRole('region', { name: '副卡' })).getByText('8986011234567890016')).toBeInTheDocument();
    const tips = screen.getByRole('alert');
    expect(within(tips).getByText('检测到异常使用，线路已暂停')).toBeInTheDocument();
    fireEvent.click(within(tips).getByRole('button', { name: '解除' }));
    await vi.waitFor(() => expect(showToast).toHaveBeenCalledWith('已解除停机'));
    expect(calls('/api/iot/simRemoveBreak')[0]?.[1]?.method).toBe('POST');
    await vi.waitFor(() => expect(calls('/api/iot/simInfo')).toHaveLength(2));
  });

  it('keeps the tips without a lift button when the rule does not allow it', async () => {
    serve(aSimInfo({ breakTips: '线路违规，请联系客服', allowRemoveBreak: false }));
    await showHome();
    expect(within(screen.getByRole('alert')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('refreshes from the carrier on request: loading tip, then 刷新成功, then the new info and its promo code', async () => {
    serve(aSimInfo(), aSimLayout(), { '/api/iot/simRefresh': () => envelope('simRefresh', { refreshedAt: '2025-03-01T02:06:00.000Z' }) });
    await showHome();
    serve(aSimInfo({ surplusFlow: 512, promoCode: 'sunrise' }), aSimLayout(), { '/api/iot/simRefresh': () => envelope('simRefresh', { refreshedAt: '2025-03-01T02:06:00.000Z' }) });
    fireEvent.click(await screen.findByRole('button', { name: '刷新' }));
    await vi.waitFor(() => expect(showToast).toHaveBeenCalledWith('刷新成功'));
    expect(showLoading).toHaveBeenCalledWith('正在刷新…');
    expect(JSON.parse(String(calls('/api/iot/simRefresh')[0]?.[1]?.body))).toEqual({ force: true });
    expect((await screen.findByText('512')).textContent).toBe('512MB');
    expect(useSessionStore.getState().promoCode).toBe('sunrise');
  });

  it('keeps the info when a refresh fails', async () => {
    serve(aSimInfo(), aSimLayout(), { '/api/iot/simRefresh': () => refusal(34070, '运营商繁忙，请稍后再试') });
    await showHome();
    fireEvent.click(await screen.findByRole('button', { name: '刷新' }));
    await vi.waitFor(() => expect(ui.toast).toHaveBeenCalledWith('运营商繁忙，请稍后再试'));
    expect(showToast).not.toHaveBeenCalledWith('刷新成功');
    expect(calls('/api/iot/simInfo')).toHaveLength(1);
    expect(screen.getByRole('region', { name: '卡号' })).toBeInTheDocument();
  });

  it('has no refresh button when the layout switches it off', async () => {
    serve(aSimInfo(), aSimLayout({ refreshSwitch: false }));
    await showHome();
    await screen.findByText('春季流量包限时八折');
    expect(screen.queryByRole('button', { name: '刷新' })).not.toBeInTheDocument();
  });

  it('shows at most maxMenuTimes menus, the last place opening the rest', async () => {
    const menus = Array.from({ length: 12 }, (_, i) => ({ title: `功能${i + 1}`, icon: '', link: `/pages/iot/index/x${i}` }));
    serve(aSimInfo(), aSimLayout({ menus, maxMenuTimes: 10 }));
    await showHome();
    const grid = await screen.findByRole('navigation', { name: '功能' });
    expect(within(grid).getAllByRole('button')).toHaveLength(10);
    expect(within(grid).queryByText('功能10')).not.toBeInTheDocument();
    fireEvent.click(within(grid).getByRole('button', { name: '更多' }));
    expect(openLink).toHaveBeenCalledWith('/pages/iot/index/moreMenu/index');
  });

  it('shows the promoter pop-up once a session, and never again once told so', async () => {
    serve(aSimInfo(), aSimLayout({ popup: { switch: true, title: '新春福利', content: '充 50 送 10' } }));
    await showHome();
    fireEvent.click(within(await screen.findByRole('dialog', { name: '新春福利' })).getByRole('button', { name: '知道了' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    cleanup();
    await showHome();
    await screen.findByText('春季流量包限时八折');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    useSessionStore.setState({ shown: {} });
    cleanup();
    await showHome();
    fireEvent.click(await screen.findByRole('button', { name: '不再提示' }));
    expect(useIotStore.getState().iotIndexPopupPrevent).toBe(true);
  });

  it('takes the keyboard into the promoter pop-up, keeps it there and closes it on Escape', async () => {
    serve(aSimInfo(), aSimLayout({ popup: { switch: true, title: '新春福利', content: '充 50 送 10' } }));
    await showHome();
    const dialog = await screen.findByRole('dialog', { name: '新春福利' });
    await vi.waitFor(() => expect(document.activeElement).toBe(dialog));
    const close = within(dialog).getByRole('button', { name: '知道了' });
    close.focus();
    fireEvent.keyDown(close, { key: 'Tab' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: '不再提示' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(useIotStore.getState().iotIndexPopupPrevent).toBe(false);
  });

  it('shows the bottom bar of the layout when switched on', async () => {
    const items = ['首页', '充值', '我的'].map((title, i) => ({ title, icon: `/shop/brand/tab${i}.svg`, link: `/pages/iot/index/t${i}` }));
    serve(aSimInfo(), aSimLayout({ tabBar: { switch: true, middleBulge: true, items } }));
    await showHome();
    const bar = await screen.findByRole('navigation', { name: '主要栏目' });
    expect(within(bar).getAllByRole('button').map((b) => b.className.includes('--bulge'))).toEqual([false, true, false]);
  });

  it('leads to the user centre from the head when the layout has no bottom bar, or one without it', async () => {
    const items = ['首页', '充值'].map((title, i) => ({ title, icon: '', link: `/pages/iot/index/t${i}` }));
    for (const tabBar of [{ switch: false, middleBulge: false, items: [] }, { switch: true, middleBulge: false, items }]) {
      serve(aSimInfo(), aSimLayout({ tabBar }));
      await showHome();
      fireEvent.click(await screen.findByRole('button', { name: '我的' }));
      expect(openLink).toHaveBeenLastCalledWith('/pages-sub/iot/user/index');
      cleanup();
    }
  });

  it('leaves the way to the user centre to a bottom bar that has it', async () => {
    const items = [
      { title: '首页', icon: '', link: '/pages/iot/index/index' },
      { title: '个人中心', icon: '', link: '/pages-sub/iot/user/index' },
    ];
    serve(aSimInfo(), aSimLayout({ tabBar: { switch: true, middleBulge: false, items } }));
    await showHome();
    await screen.findByRole('navigation', { name: '主要栏目' });
    expect(screen.queryByRole('button', { name: '我的' })).not.toBeInTheDocument();
  });

  it('previews a layout on the card the link names, with its pop-up again', async () => {
    useIotStore.getState().setPopupPrevent(true);
    serve(aSimInfo({ simNo: '8986011234567890006' }));
    await openAt('/pages/iot/index/index?iotPreview=IotLayout:8986011234567890006');
    await showHome();
    expect(useIotStore.getState()).toMatchObject({ simNo: '8986011234567890006', iotIndexPopupPrevent: false });
    await vi.waitFor(() => expect(screen.getByText('8986011234567890006')).toBeInTheDocument());
  });

  it("never shows the card seen before while a previewed card's info loads, and keeps each card's info across visits", async () => {
    serve();
    await showHome();
    cleanup();
    let answer: (response: Response) => void = () => undefined;
    fetch.mockImplementation(async (input) =>
      String(input).startsWith('/api/iot/simInfo') ? new Promise<Response>((resolve) => (answer = resolve)) : envelope('simLayout', aSimLayout()),
    );
    await openAt('/pages/iot/index/index?iotPreview=IotLayout:8986011234567890006');
    renderWithQueries(<SimHome />, { client });
    await vi.waitFor(() => expect(useIotStore.getState().simNo).toBe('8986011234567890006'));
    expect(screen.queryByText('8986011234567890001')).not.toBeInTheDocument();
    expect(screen.getByLabelText('加载中…')).toBeInTheDocument();
    answer(envelope('simInfo', aSimInfo({ simNo: '8986011234567890006' })));
    expect(await screen.findByText('8986011234567890006')).toBeInTheDocument();
    const kept = client.getQueryCache().findAll({ queryKey: ['simInfo'] });
    expect(kept.map((query) => query.meta)).toEqual([{ persist: true }, { persist: true }]);
  });

  it('says when the card could not be loaded and retries', async () => {
    fetch.mockImplementation(byPath({ '/api/iot/simInfo': () => reply('busy', 502), '/api/iot/simLayout': () => envelope('simLayout', aSimLayout()) }));
    renderWithQueries(<SimHome />, { client });
    const failed = await screen.findByRole('alert');
    expect(within(failed).getByText('卡片信息加载失败')).toBeInTheDocument();
    serve();
    fireEvent.click(within(failed).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('region', { name: '卡号' })).toBeInTheDocument();
  });
});

const aPlan = { id: 2, name: '黄金会员', logo: '', description: '', priceFen: 1990, originalFen: null, validity: { count: 1, unit: 2 }, privileges: { gi: '', items: [{ title: '专属客服', icon: '' }] }, packagePercent: 90, pointsMultiplier: 2 };
const vipList = (plans = [aPlan]) => ({ '/api/iot/vipList': () => envelope('vipList', { balanceFen: 0, payPassword: { set: false, lockedUntil: null, triesLeft: 5 }, paymentTypes: [], plans, current: null }) });

describe('coupons, speed add-ons and the VIP invitation on the SIM home', () => {
  it('leads a card that must buy a coupon pack to the packs, until it has bought one', async () => {
    serve(aSimInfo({ needBuyCoupon: true }));
    await showHome();
    const notice = await screen.findByText('您的卡需先购买优惠券包，才能订购套餐');
    fireEvent.click(within(notice.parentElement as HTMLElement).getByRole('button', { name: '去购买' }));
    expect(openLink).toHaveBeenCalledWith('/pages/iot/index/couponChoose/index');
    serve(aSimInfo({ needBuyCoupon: false }));
    await client.invalidateQueries({ queryKey: ['simInfo'] });
    await vi.waitFor(() => expect(screen.queryByText('您的卡需先购买优惠券包，才能订购套餐')).not.toBeInTheDocument());
  });

  it('shows the speed add-on in force with its end, and not once it has gone', async () => {
    serve(aSimInfo({ accelerateOrder: anAccelerateOrder({ accelerateId: 3, accelerateName: '5G 极速包' }) }));
    await showHome();
    const boost = await screen.findByRole('button', { name: /网络加速/ });
    expect(within(boost).getByText('5G 极速包 · 至 2099-03-01 16:00')).toBeInTheDocument();
    serve(aSimInfo({ accelerateOrder: null }));
    await client.invalidateQueries({ queryKey: ['simInfo'] });
    await vi.waitFor(() => expect(screen.queryByText(/5G 极速包/)).not.toBeInTheDocument());
  });

  it('invites a card without a membership to join, once a session', async () => {
    serve(aSimInfo(), aSimLayout(), vipList());
    await showHome();
    const dialog = await screen.findByRole('dialog', { name: '开通会员' });
    expect(within(dialog).getByText('套餐 9 折')).toBeInTheDocument();
    expect(within(dialog).getByText('¥19.90 起')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog', { name: '开通会员' })).not.toBeInTheDocument();
    expect(useSessionStore.getState().wasShown('vip')).toBe(true);
    cleanup();
    await showHome();
    await vi.waitFor(() => expect(calls('/api/iot/simInfo').length).toBeGreaterThan(0));
    expect(screen.queryByRole('dialog', { name: '开通会员' })).not.toBeInTheDocument();
  });

  it('does not invite a holder who turned the home pop-ups off', async () => {
    useIotStore.getState().setPopupPrevent(true);
    serve(aSimInfo(), aSimLayout(), vipList());
    await showHome();
    await vi.waitFor(() => expect(calls('/api/iot/simInfo').length).toBeGreaterThan(0));
    expect(screen.queryByRole('dialog', { name: '开通会员' })).not.toBeInTheDocument();
    expect(calls('/api/iot/vipList')).toHaveLength(0);
  });

  it('does not invite a member, nor anyone when no plan is on sale', async () => {
    serve(aSimInfo({ vipOrder: aVipOrder() }), aSimLayout(), vipList());
    await showHome();
    expect(calls('/api/iot/vipList')).toHaveLength(0);
    cleanup();
    client = testQueryClient();
    serve(aSimInfo(), aSimLayout(), vipList([]));
    await showHome();
    await vi.waitFor(() => expect(calls('/api/iot/vipList').length).toBeGreaterThan(0));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useSessionStore.getState().wasShown('vip')).toBe(false);
  });
});
