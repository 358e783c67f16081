import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openLink } from '../../shared/navigation/openLink';
import { openAt, showChineseTexts } from '../../shared/pageTesting';
import { useUserStore } from '../../stores/user';
import MinePage from './index2';
import { renderWithQueries } from '../../shared/query/testing';

vi.mock('../../shared/navigation/openLink', () => ({ openLink: vi.fn(async () => undefined) }));

beforeAll(showChineseTexts);

beforeEach(async () => {
  vi.mocked(openLink).mockClear();
  useUserStore.getState().logout();
  await openAt('/pages/user/index2');
});

afterEach(cleanup);

const tap = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('the Mine tab', () => {
  it.each([
    ['联系客服', '/pages/customer/index'],
    ['常见问题', '/pages/customer/question/index'],
    ['服务承诺', '/pages/about/promise'],
    ['交易条款', '/pages/about/payment'],
    ['关于我们', '/pages/about/textTemplate'],
    ['我的订单', '/pages/order/index'],
  ])('opens %s', (name, page) => {
    renderWithQueries(<MinePage />);
    tap(name);
    expect(openLink).toHaveBeenCalledWith(page);
  });

  it('offers a guest the order login, and no shop user page', () => {
    renderWithQueries(<MinePage />);
    tap('登录后查询订单');
    expect(openLink).toHaveBeenCalledWith('/pages/login/index');
    expect(screen.queryByRole('button', { name: '个人中心' })).not.toBeInTheDocument();
  });

  it('leads a logged-in shop user to their own page', () => {
    useUserStore.getState().setUser({ mobile: '13800138000' });
    renderWithQueries(<MinePage />);
    expect(screen.getByText('138****8000')).toBeInTheDocument();
    tap('个人中心');
    expect(openLink).toHaveBeenCalledWith('/pages/user/index');
  });
});
