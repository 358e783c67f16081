import { api, idCardCheckDigit } from '@shop/contract';

/** A valid identity number of someone born on `birth` (YYYYMMDD); `serial` (3 digits) keeps buyers apart. */
export const anIdCard = (birth: string, serial: string): string => {
  const first17 = `440305${birth}${serial}`;
  return `${first17}${idCardCheckDigit(first17)}`;
};

/** The product's API as a test calls it beside the browser: the data of a code-0 answer, or a throw. */
export function shopApi(baseUrl: string) {
  async function call<T>(name: keyof typeof api, body?: unknown, query = ''): Promise<T> {
    const { method, path } = api[name];
    const response = await fetch(`${baseUrl}${path}${query}`, {
      method,
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    });
    const envelope = (await response.json()) as { code: number; message: string; data: T };
    if (envelope.code !== 0) throw new Error(`${name}: ${envelope.code} ${envelope.message}`);
    return envelope.data;
  }

  /** The latest code the sandbox SMS provider sent to `mobile`, as the buyer reads it on their phone. */
  async function smsCode(mobile: string): Promise<string> {
    const [latest] = await call<{ code: string }[]>('devSmsOutbox', undefined, `?mobile=${mobile}`);
    if (!latest) throw new Error(`no code was sent to ${mobile}`);
    return latest.code;
  }

  /** A buyer ordering `number` through the API, as the order form does. */
  async function orderNumber(number: string, buyer: { name: string; mobile: string; idCard: string; idempotencyKey: string }): Promise<string> {
    await call('sendCode', { mobile: buyer.mobile });
    const created = await call<{ order: { orderSn: string } }>('orderCreate', {
      idempotencyKey: buyer.idempotencyKey,
      item: { kind: 'number', number },
      buyer: { name: buyer.name, idCard: buyer.idCard, mobile: buyer.mobile, smsCode: await smsCode(buyer.mobile) },
      address: { provinceCode: '440000', cityCode: '440300', countyCode: '440305', detail: '科技园南区 8 栋 1201' },
      agreeAgreement: true,
    });
    return created.order.orderSn;
  }

  return { call, smsCode, orderNumber };
}
