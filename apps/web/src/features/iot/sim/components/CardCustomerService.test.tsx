import { fireEvent, screen } from '@testing-library/react';
import type { BaseConfig } from '@shop/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { asCardHolder, aSimInfo, aSimLayout } from '../../iotTesting';
import { copyText } from '../../../../shared/copy';
import { openLink } from '../../../../shared/navigation/openLink';
import { aBaseConfig, openAt } from '../../../../shared/pageTesting';
import { renderWithQueries } from '../../../../shared/query/testing';
import { byPath, envelope } from '../../../../shared/request/testing';
import { useSessionStore } from '../../../../stores/session';
import { CardCustomerService } from './CardCustomerService';

vi.mock('../../../../shared/navigation/openLink', () => ({ openLink: vi.fn(async () => undefined) }));
vi.mock('../../../../shared/copy', () => ({ copyText: vi.fn(async () => true) }));

const fetch = asCardHolder();
// The config loads at most once a second per promoter: each test is another promoter.
let shop = 0;
const image = () => new Response('<svg xmlns="http://www.w3.org/2000/svg"/>', { headers: { 'content-type': 'image/svg+xml' } });
const channels = { kefuUrl: '', kefuMobile: '400-800-1234', kefuQr: '/shop/brand/demo-kefu-qr.svg', followQr: '/shop/brand/demo-follow-qr.svg' };

function serve(front: Partial<BaseConfig['front']>, kefuUrl = '') {
  fetch().mockImplementation(async (url, init) => {
    if (String(url).startsWith('/shop/brand/')) return image();
    return byPath({
      '/api/hk/baseConfig': () => envelope('baseConfig', aBaseConfig({ promoCode: `shop${shop}` }, { ...channels, ...front })),
      '/api/iot/simLayout': () => envelope('simLayout', aSimLayout({ kefuUrl })),
    })(url, init);
  });
}

beforeEach(async () => {
  shop += 1;
  useSessionStore.getState().setPromoCode(`shop${shop}`);
  vi.mocked(openLink).mockClear();
  await openAt('/pages/iot/index/customer/index');
});

describe("the card's customer service page", () => {
  it("offers the card promoter's hotline to call or copy, its QR codes, and the card number to quote", async () => {
    serve({});
    renderWithQueries(<CardCustomerService />);
    const call = await screen.findByRole('link', { name: '拨打' });
    expect(call).toHaveAttribute('href', 'tel:4008001234');
    fireEvent.click(screen.getByRole('button', { name: '复制' }));
    expect(copyText).toHaveBeenCalledWith('400-800-1234');
    expect(screen.getByRole('button', { name: /微信客服/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /官方公众号/ })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(aSimInfo().simNo))).toBeInTheDocument();
  });

  it("opens the layout's online service, and never this page itself", async () => {
    serve({ kefuMobile: '', kefuQr: '', followQr: '' }, 'https://kefu.example.com/chat');
    renderWithQueries(<CardCustomerService />);
    fireEvent.click(await screen.findByRole('button', { name: /在线客服/ }));
    expect(openLink).toHaveBeenCalledWith('https://kefu.example.com/chat');
  });

  it('says so when the promoter gives no way to reach it', async () => {
    serve({ kefuMobile: '', kefuQr: '', followQr: '' }, '/pages/iot/index/customer/index');
    renderWithQueries(<CardCustomerService />);
    await screen.findByText('暂未设置联系方式');
    expect(screen.queryByRole('button', { name: /在线客服/ })).not.toBeInTheDocument();
  });
});
