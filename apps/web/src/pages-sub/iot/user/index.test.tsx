import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { logoutCard } from '../../../lib/cardSession';
import { aSimInfo, aSimLayout } from '../../../lib/iot/iotTesting';
import { openLink } from '../../../lib/navigation/openLink';
import { showChineseTexts } from '../../../lib/pageTesting';
import { envelope, fakeFetch, recordingUi } from '../../../lib/request/testing';
import { useIotStore } from '../../../stores/iot';
import { byPath } from '../../../pages/order/parts/orderTesting';
import IotUserPage from './index';

vi.mock('../../../lib/navigation/openLink', () => ({ openLink: vi.fn(async () => undefined) }));
vi.mock('../../../lib/cardSession', () => ({ logoutCard: vi.fn(async () => undefined) }));

let fetch: ReturnType<typeof fakeFetch>;

beforeAll(showChineseTexts);

beforeEach(() => {
  fetch = fakeFetch();
  recordingUi();
  useIotStore.getState().login('8986011234567890001', 'token');
});

afterEach(cleanup);

const serve = (info = aSimInfo(), layout = aSimLayout()) =>
  fetch.mockImplementation(byPath({ '/api/iot/simInfo': () => envelope(0, info), '/api/iot/simLayout': () => envelope(0, layout) }));

describe('the card holder centre', () => {
  it("shows the layout's elements in its order, then logging out", async () => {
    serve(aSimInfo(), aSimLayout({ user: { ...aSimLayout().user, elements: ['vip', 'asset', 'moreMenu'] } }));
    render(<IotUserPage />);
    const logout = await screen.findByRole('button', { name: '退出登录' });
    const sections = screen.getAllByRole('region').map((el) => el.getAttribute('aria-label'));
    expect(sections).toEqual(['会员', '我的资产']);
    expect(screen.getByRole('navigation', { name: '更多功能' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: '我的服务' })).toBeNull();
    expect(screen.getByText('¥23.50')).toBeTruthy();
    expect(screen.getByText('开通会员，享专属权益')).toBeTruthy();
    fireEvent.click(logout);
    expect(logoutCard).toHaveBeenCalled();
  });

  it('shows a running membership instead of the entry, and opens a service', async () => {
    const vipOrder = { ...aVipOrder(), vipName: '黄金会员', endAt: '2025-12-31T08:00:00.000Z', validTag: true };
    serve(aSimInfo({ vipOrder }));
    render(<IotUserPage />);
    expect(await screen.findByText('黄金会员 · 有效期至 2025-12-31')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('region', { name: '我的服务' })).getByRole('button', { name: '历史用量' }));
    expect(openLink).toHaveBeenCalledWith('/pages-sub/iot/index/historyLine/index');
  });
});

function aVipOrder() {
  return {
    id: 1, simId: 1, vipId: 2, uuid: 'u', orderSn: 'VIP1', placeType: 1, actualPayMoney: 990, vipName: '', logo: '', packagePrice: 990,
    privileges: { gi: '', items: [] }, startAt: '2025-01-01T00:00:00.000Z', endAt: '', validTag: true, refundAt: null, refundRemark: '',
    refundType: null, remark: '', status: 1, updatedAt: '2025-01-01T00:00:00.000Z', createdAt: '2025-01-01T00:00:00.000Z',
  };
}
