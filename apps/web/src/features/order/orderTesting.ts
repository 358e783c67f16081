import type { OrderDetail } from '@shop/contract';

/** Orders for page tests, as the server answers them (buyer already masked), with any field overridden. */
export const anOrder = (overrides: Partial<OrderDetail> = {}): OrderDetail => ({
  orderSn: 'SN20250301100000123456',
  kind: 'number',
  status: 'unpaid',
  title: '13800138888',
  number: '13800138888',
  goodsId: null,
  cover: '',
  operator: 1,
  priceFen: 88800,
  planFen: 5900,
  amountFen: 94700,
  createdAt: '2025-03-01T02:00:00.000Z',
  expiresAt: '2025-03-01T02:15:00.000Z',
  buyer: { name: '张*', idCard: '110***********1234', mobile: '138****8000' },
  address: { regionText: '广东省 深圳市 南山区', detail: '科技园南区 8 栋 1201' },
  paymentType: null,
  paymentTypes: ['wechat', 'alipay'],
  payState: null,
  paidAt: null,
  closedAt: null,
  closeReason: null,
  logistics: null,
  ...overrides,
});
