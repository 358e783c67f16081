import { api, CARD_TOKEN_HEADER, LOCALE_HEADER, RequestHeader, SIM_ADDRESS_MAX } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { simAddresses, sims } from '../../src/db/schema';
import { cardLogin, callCard, insertSim, useIotApp } from '../support/iot';
import { shopCall } from '../support/points';
import type { Holder } from '../support/wallet';

const shop = useIotApp();
const owner: Holder = { simNo: '8986017700000000001', token: '' };
const other: Holder = { simNo: '8986017700000000002', token: '' };

const nanshan = { name: '张三', mobile: '13800138000', provinceCode: '440000', cityCode: '440300', countyCode: '440305', detail: '科技园科苑路 15 号' };
const chaoyang = { name: '李四', mobile: '13900139000', provinceCode: '110000', cityCode: '110100', countyCode: '110105', detail: '建国路 88 号' };

const list = async (holder: Holder) => (await callCard(shop.app, 'GET', api.simAddressList.path, holder)).json().data as { id: number; isDefault: boolean; name: string }[];
const rowsOf = async (simNo: string) =>
  shop.db.select({ id: simAddresses.id, isDefault: simAddresses.isDefault }).from(simAddresses).innerJoin(sims, eq(sims.id, simAddresses.simId)).where(eq(sims.simNo, simNo));

beforeAll(async () => {
  await insertSim(shop.db, owner.simNo);
  await insertSim(shop.db, other.simNo);
  owner.token = await cardLogin(shop.app, owner.simNo);
  other.token = await cardLogin(shop.app, other.simNo);
});

describe("a card's addresses", () => {
  it('makes the first address the default and names its region', async () => {
    const answer = await shopCall(shop.app, owner, 'setSimAddress', nanshan);
    expect(answer).toMatchObject({ code: 0, data: { ...nanshan, region: '广东省深圳市南山区', isDefault: true } });
    const second = await shopCall(shop.app, owner, 'setSimAddress', chaoyang);
    expect(second).toMatchObject({ code: 0, data: { region: '北京市朝阳区', isDefault: false } });
    expect((await list(owner)).map((address) => [address.name, address.isDefault])).toEqual([
      ['张三', true],
      ['李四', false],
    ]);
  });

  it('keeps one default: marking another clears the old one, in the same change', async () => {
    const [, second] = await list(owner);
    const answer = await shopCall(shop.app, owner, 'setSimAddress', { ...chaoyang, id: second?.id, detail: '建国路 99 号', isDefault: true });
    expect(answer).toMatchObject({ code: 0, data: { id: second?.id, detail: '建国路 99 号', isDefault: true } });
    expect((await rowsOf(owner.simNo)).filter((row) => row.isDefault)).toEqual([{ id: second?.id, isDefault: true }]);
    const [first] = (await list(owner)).filter((address) => !address.isDefault);
    const after = (await callCard(shop.app, 'POST', api.setDefaultSimAddress.path, { ...owner, body: { id: first?.id } })).json();
    expect(after.data.map((address: { id: number; isDefault: boolean }) => [address.id, address.isDefault])).toEqual([
      [first?.id, true],
      [second?.id, false],
    ]);
  });

  it('deleting the default makes the newest left the default', async () => {
    const third = (await shopCall(shop.app, owner, 'setSimAddress', { ...nanshan, detail: '深南大道 1 号' })).data;
    const current = (await list(owner)).find((address) => address.isDefault);
    const answer = (await callCard(shop.app, 'POST', api.delSimAddress.path, { ...owner, body: { id: current?.id } })).json();
    expect(answer.code).toBe(0);
    expect(answer.data.find((address: { isDefault: boolean }) => address.isDefault)?.id).toBe(third.id);
    expect(answer.data).toHaveLength(2);
  });

  it("refuses another card's address in every change, in the reader's locale, and writes nothing", async () => {
    const [mine] = await list(owner);
    const before = await rowsOf(owner.simNo);
    const headers = { [RequestHeader.simNo]: other.simNo, [CARD_TOKEN_HEADER]: other.token, [LOCALE_HEADER]: 'en' };
    for (const [path, body] of [
      [api.setSimAddress.path, { ...nanshan, id: mine?.id }],
      [api.delSimAddress.path, { id: mine?.id }],
      [api.setDefaultSimAddress.path, { id: mine?.id }],
    ] as const) {
      const answer = (await shop.app.inject({ method: 'POST', url: path, headers, payload: body })).json();
      expect(answer).toMatchObject({ code: -1, message: "This address is not one of your card's" });
    }
    expect(await shopCall(shop.app, other, 'delSimAddress', { id: 999_999 })).toMatchObject({ message: '该地址不是本卡的地址' });
    expect(await rowsOf(owner.simNo)).toEqual(before);
    expect(await rowsOf(other.simNo)).toEqual([]);
  });

  it('refuses region codes that do not nest, naming the field', async () => {
    const answer = (await callCard(shop.app, 'POST', api.setSimAddress.path, { ...other, body: { ...nanshan, countyCode: '110105' } })).json();
    expect(answer).toMatchObject({ code: -1, message: 'countyCode：所选区县不在该城市' });
    expect(await rowsOf(other.simNo)).toEqual([]);
  });

  it(`keeps at most ${SIM_ADDRESS_MAX} addresses a card`, async () => {
    for (let i = 0; i < SIM_ADDRESS_MAX; i += 1) expect(await shopCall(shop.app, other, 'setSimAddress', { ...nanshan, detail: `科苑路 ${i + 1} 号` })).toMatchObject({ code: 0 });
    const answer = await shopCall(shop.app, other, 'setSimAddress', nanshan);
    expect(answer).toMatchObject({ code: -1, message: `每张卡最多保存 ${SIM_ADDRESS_MAX} 个地址，请先删除不用的地址` });
    expect(await rowsOf(other.simNo)).toHaveLength(SIM_ADDRESS_MAX);
  });
});
