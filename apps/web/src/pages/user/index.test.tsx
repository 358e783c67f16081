import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { history } from '../../shared/navigation';
import { openLink } from '../../shared/navigation/openLink';
import { openAt, showChineseTexts } from '../../shared/pageTesting';
import { envelope, fakeFetch, recordingUi, sent } from '../../shared/request/testing';
import { useSessionStore } from '../../stores/session';
import { useUserStore } from '../../stores/user';
import ShopUserPage from './index';
import { renderWithQueries } from '../../shared/query/testing';

vi.mock('../../shared/navigation/openLink', () => ({ openLink: vi.fn(async () => undefined) }));
vi.mock('../../shared/popups', () => ({ showToast: vi.fn(async () => undefined) }));

let fetch: ReturnType<typeof fakeFetch>;

beforeAll(showChineseTexts);

beforeEach(async () => {
  fetch = fakeFetch();
  recordingUi();
  useUserStore.getState().setUser({ mobile: '138****8000' });
  useSessionStore.getState().setOrderSessionId('tok_abc');
  await openAt('/pages/user/index');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the shop user's page", () => {
  it('shows who is logged in and opens the orders of a status', () => {
    renderWithQueries(<ShopUserPage />);
    expect(screen.getByText('138****8000')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /待发货/ }));
    expect(openLink).toHaveBeenCalledWith('/pages/order/index?status=paid');
  });

  it('opens service, questions and the about pages', () => {
    renderWithQueries(<ShopUserPage />);
    for (const [name, page] of [
      ['联系客服', '/pages/customer/index'],
      ['常见问题', '/pages/customer/question/index'],
      ['服务承诺', '/pages/about/promise'],
      ['交易条款', '/pages/about/payment'],
      ['关于我们', '/pages/about/textTemplate'],
    ] as const) {
      fireEvent.click(screen.getByRole('button', { name }));
      expect(openLink).toHaveBeenLastCalledWith(page);
    }
  });

  it('logs out on the server, forgets the session here and goes to the Mine tab', async () => {
    fetch.mockResolvedValue(envelope('shopLogout', null));
    renderWithQueries(<ShopUserPage />);
    fireEvent.click(screen.getByRole('button', { name: '退出登录' }));
    await vi.waitFor(() => expect(history.location().path).toBe('/pages/user/index2'));
    expect(sent(fetch).url).toBe('/api/shop/logout');
    expect(sent(fetch).headers.get('order-session-id')).toBe('tok_abc');
    expect(useSessionStore.getState().orderSessionId).toBe('');
    expect(useUserStore.getState().isLoggedIn()).toBe(false);
  });

  it('forgets the session here even when the server cannot be reached', async () => {
    fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithQueries(<ShopUserPage />);
    fireEvent.click(screen.getByRole('button', { name: '退出登录' }));
    await vi.waitFor(() => expect(history.location().path).toBe('/pages/user/index2'));
    expect(useUserStore.getState().isLoggedIn()).toBe(false);
  });
});
