import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { copyText } from '../../../shared/copy';
import { useQuery } from '../../../shared/navigation';
import { openAt, showChineseTexts } from '../../../shared/pageTesting';
import { byPath, envelope, fakeFetch, recordingUi } from '../../../shared/request/testing';
import { anOrder } from '../orderTesting';
import { renderWithQueries } from '../../../shared/query/testing';
import { LogisticsView } from './LogisticsView';

vi.mock('../../../shared/copy', () => ({ copyText: vi.fn(async () => true) }));

/** The logistics page as its route file composes it. */
function LogisticsPage() {
  const { orderSn = '' } = useQuery();
  return <LogisticsView orderSn={orderSn} />;
}

let fetch: ReturnType<typeof fakeFetch>;
const ORDER_SN = 'SN20250301100000123456';
const shipped = anOrder({ status: 'shipped', expiresAt: null, paidAt: '2025-03-01T02:03:00.000Z', logistics: { carrier: '顺丰速运', trackingNo: 'SF1234567890' } });
const tracking = {
  orderSn: ORDER_SN,
  carrier: '顺丰速运',
  trackingNo: 'SF1234567890',
  delivered: false,
  events: [
    { at: '2025-03-02T06:00:00.000Z', text: '快件已到达【深圳南山集散中心】', location: '深圳市' },
    { at: '2025-03-01T10:00:00.000Z', text: '顺丰速运已收取快件', location: '广州市' },
  ],
};

beforeAll(showChineseTexts);

beforeEach(() => {
  fetch = fakeFetch();
  recordingUi();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the logistics page', () => {
  it('shows the carrier, the tracking number to copy and the scans newest first', async () => {
    fetch.mockImplementation(byPath({ '/api/shop/order/detail': () => envelope('orderDetail', shipped), '/api/shop/order/logistics': () => envelope('orderLogistics', tracking) }));
    await openAt(`/pages/order/logistics/index?orderSn=${ORDER_SN}`);
    renderWithQueries(<LogisticsPage />);
    await screen.findByText('运输中');
    expect(screen.getByText('顺丰速运')).toBeInTheDocument();
    const events = screen.getAllByRole('listitem').map((item) => item.querySelector('.timeline__text')?.textContent);
    expect(events).toEqual(['快件已到达【深圳南山集散中心】', '顺丰速运已收取快件']);
    fireEvent.click(screen.getByRole('button', { name: '复制' }));
    expect(copyText).toHaveBeenCalledWith('SF1234567890');
  });

  it('says when the card has been delivered', async () => {
    fetch.mockImplementation(byPath({ '/api/shop/order/detail': () => envelope('orderDetail', shipped), '/api/shop/order/logistics': () => envelope('orderLogistics', { ...tracking, delivered: true }) }));
    await openAt(`/pages/order/logistics/index?orderSn=${ORDER_SN}`);
    renderWithQueries(<LogisticsPage />);
    await screen.findByText('已签收');
  });

  it('says the order has not shipped yet, without asking the carrier', async () => {
    fetch.mockImplementation(byPath({ '/api/shop/order/detail': () => envelope('orderDetail', anOrder({ status: 'paid', expiresAt: null })) }));
    await openAt(`/pages/order/logistics/index?orderSn=${ORDER_SN}`);
    renderWithQueries(<LogisticsPage />);
    await screen.findByText('暂未发货');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
