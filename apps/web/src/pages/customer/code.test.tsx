import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openLink } from '../../shared/navigation/openLink';
import { aBaseConfig, openAt, showChineseTexts } from '../../shared/pageTesting';
import { renderWithQueries } from '../../shared/query/testing';
import { showDialog } from '../../shared/popups';
import { envelope, fakeFetch, recordingUi } from '../../shared/request/testing';
import { useSessionStore } from '../../stores/session';
import CustomerCodePage from './code';

vi.mock('../../shared/navigation/openLink', () => ({ openLink: vi.fn(async () => undefined) }));
vi.mock('../../shared/popups', () => ({ showDialog: vi.fn(async () => undefined), showToast: vi.fn(async () => undefined) }));

// The config loads at most once a second per promoter (spec 9): each test is another promoter.
let shop = 0;

beforeAll(async () => {
  await showChineseTexts();
  // jsdom keeps no blobs; the browser's object URLs are what a save links to.
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:http://localhost/qr'), revokeObjectURL: vi.fn() });
});

beforeEach(() => {
  const fetch = fakeFetch();
  recordingUi();
  shop += 1;
  const promoCode = `code${shop}`;
  useSessionStore.getState().setPromoCode(promoCode);
  fetch.mockImplementation(async (url) =>
    String(url).startsWith('/shop/brand/')
      ? new Response('<svg xmlns="http://www.w3.org/2000/svg"/>', { headers: { 'content-type': 'image/svg+xml' } })
      : envelope('baseConfig', aBaseConfig({ promoCode }, { kefuQr: '/shop/brand/demo-kefu-qr.svg', followQr: '' })),
  );
  vi.mocked(showDialog).mockClear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the QR code page', () => {
  it('shows the customer service code full size, to save by a long press or the button', async () => {
    await openAt('/pages/customer/code?type=kefu');
    renderWithQueries(<CustomerCodePage />);
    const image = await screen.findByRole('img', { name: '微信客服' });
    expect(image).toHaveAttribute('src', '/shop/brand/demo-kefu-qr.svg');
    expect(screen.getByRole('heading', { name: '添加微信客服' })).toBeInTheDocument();
    expect(screen.getByText('长按二维码即可保存到手机')).toBeInTheDocument();

    vi.useFakeTimers();
    fireEvent.pointerDown(image, { button: 0, clientX: 10, clientY: 10, pointerType: 'touch' });
    void act(() => vi.advanceTimersByTime(350));
    expect(showDialog).toHaveBeenCalledWith('将这张二维码保存到手机？', expect.any(Array));
    vi.useRealTimers();

    const saved: Array<string | null> = [];
    const download = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.getAttribute('href'));
    });
    fireEvent.click(screen.getByRole('button', { name: '保存图片' }));
    await waitFor(() => expect(saved).toEqual(['blob:http://localhost/qr']));
    download.mockRestore();
  });

  it('says plainly when the promoter has no such code, and leads back to customer service', async () => {
    await openAt('/pages/customer/code?type=follow');
    renderWithQueries(<CustomerCodePage />);
    await screen.findByText('本店暂未提供公众号二维码');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '客服中心' }));
    expect(openLink).toHaveBeenCalledWith('/pages/customer/index');
  });

  it('does not guess which code a link without a known type meant', async () => {
    await openAt('/pages/customer/code?type=alipay');
    renderWithQueries(<CustomerCodePage />);
    await screen.findByText('没有这个二维码');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
