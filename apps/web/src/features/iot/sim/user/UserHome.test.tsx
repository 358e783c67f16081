import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { history } from '../../../../shared/navigation';
import { openLink } from '../../../../shared/navigation/openLink';
import { renderWithQueries } from '../../../../shared/query/testing';
import { byPath, envelope } from '../../../../shared/request/testing';
import { useIotStore } from '../../../../stores/iot';
import { asCardHolder, aSimInfo, aSimLayout, aVipOrder } from '../../iotTesting';
import { UserElementPage, UserHome } from './UserHome';
import { UserMoreMenu } from './UserMoreMenu';

vi.mock('../../../../shared/navigation/openLink', () => ({ openLink: vi.fn(async () => undefined) }));

const fetch = asCardHolder();

const serve = (info = aSimInfo(), layout = aSimLayout()) =>
  fetch().mockImplementation(
    byPath({ '/api/iot/simInfo': () => envelope('simInfo', info), '/api/iot/simLayout': () => envelope('simLayout', layout), '/api/iot/simLogout': () => envelope('simLogout', null) }),
  );

describe('the card holder centre', () => {
  it("shows the layout's elements in its order, then logging out", async () => {
    serve(aSimInfo(), aSimLayout({ user: { ...aSimLayout().user, elements: ['vip', 'asset', 'moreMenu'] } }));
    const { client } = renderWithQueries(<UserHome />);
    const logout = await screen.findByRole('button', { name: '退出登录' });
    const sections = screen.getAllByRole('region').map((el) => el.getAttribute('aria-label'));
    expect(sections).toEqual(['会员', '我的资产']);
    expect(screen.getByRole('navigation', { name: '更多功能' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '我的服务' })).not.toBeInTheDocument();
    expect(screen.getByText('¥23.50')).toBeInTheDocument();
    expect(screen.getByText('开通会员，享专属权益')).toBeInTheDocument();
    fireEvent.click(logout);
    await vi.waitFor(() => expect(history.location().path).toBe('/pages/iot/login/index'));
    expect(useIotStore.getState().simNo).toBe('');
    const kept = client.getQueryCache().findAll({ queryKey: ['simInfo'] });
    expect(kept.filter((query) => query.state.data !== undefined)).toEqual([]);
  });

  it('shows a running membership instead of the entry, and opens a service', async () => {
    const vipOrder = aVipOrder({ endAt: '2025-12-31T08:00:00.000Z' });
    serve(aSimInfo({ vipOrder }));
    renderWithQueries(<UserHome />);
    expect(await screen.findByText('黄金会员 · 有效期至 2025-12-31')).toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('region', { name: '我的服务' })).getByRole('button', { name: '历史用量' }));
    expect(openLink).toHaveBeenCalledWith('/pages-sub/iot/index/historyLine/index');
  });
});

describe('the user centre pages', () => {
  it('shows one element on a page of its own', async () => {
    serve();
    renderWithQueries(<UserElementPage element="asset" />);
    const assets = await screen.findByRole('region', { name: '我的资产' });
    fireEvent.click(within(assets).getByRole('button', { name: /积分/ }));
    expect(openLink).toHaveBeenCalledWith('/pages-sub/iot/index/integralLog/index');
  });

  it('lists every service and the self-service pages', async () => {
    serve();
    renderWithQueries(<UserMoreMenu />);
    const pages = await screen.findByRole('navigation', { name: '更多功能' });
    expect(within(pages).getAllByRole('button').map((row) => row.textContent)).toContain('历史用量');
  });
});
