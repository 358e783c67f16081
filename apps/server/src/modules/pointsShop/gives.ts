import { defineMessages, inLocales, type Locale, type Message, renderMessage, VALIDITY_UNITS, withValues } from '@shop/contract';
import type { Database } from '../../db/client';
import { nameIn } from '../../lib/translations';
import { fenToYuan } from '../../providers/payment/money';
import { packTermsOf } from '../coupons/service';
import { offersByIds } from '../packages/service';
import * as q from './queries';

/** "¥5", "¥2.50": whole yuan without their zeros, as the contract's examples write them. */
const yuan = (fen: number): string => `¥${fenToYuan(fen).replace(/\.00$/, '')}`;
const count = (n: number) => ({ n: String(n) });

/** What a virtual item puts on the card, in the reader's words. */
export const GivesMessage = defineMessages('pointsShop.gives', {
  dataPack: withValues(
    (name: string, size: string, validity: string) => ({ name, size, validity }),
    inLocales('{name}（{size}，{validity}）', '{name}（{size}，{validity}）', '{name} ({size}, {validity})', '{name} ({size}, {validity})', '{name} ({size}, {validity})'),
  ),
  /** A package without a size of its own (a pay-as-you-go pack). */
  dataPackUnsized: withValues(
    (name: string, validity: string) => ({ name, validity }),
    inLocales('{name}（{validity}）', '{name}（{validity}）', '{name} ({validity})', '{name} ({validity})', '{name} ({validity})'),
  ),
  coupons: withValues(
    (n: number, valueFen: number) => ({ n: String(n), value: yuan(valueFen) }),
    inLocales('{n} 张 {value} 优惠券', '{n} 張 {value} 優惠券', '{n} × {value} coupons', '{n} × coupons de {value}', '{n} × cupones de {value}'),
  ),
  times: withValues((n: number, what: string) => ({ n: String(n), what }), inLocales('{what} × {n}', '{what} × {n}', '{what} × {n}', '{what} × {n}', '{what} × {n}')),
  day: withValues(count, inLocales('{n} 天', '{n} 天', '{n} day', '{n} jour', '{n} día')),
  days: withValues(count, inLocales('{n} 天', '{n} 天', '{n} days', '{n} jours', '{n} días')),
  month: withValues(count, inLocales('{n} 个月', '{n} 個月', '{n} month', '{n} mois', '{n} mes')),
  months: withValues(count, inLocales('{n} 个月', '{n} 個月', '{n} months', '{n} mois', '{n} meses')),
  year: withValues(count, inLocales('{n} 年', '{n} 年', '{n} year', '{n} an', '{n} año')),
  years: withValues(count, inLocales('{n} 年', '{n} 年', '{n} years', '{n} ans', '{n} años')),
});

const validityOf = (n: number, unit: number): Message => {
  if (unit === VALIDITY_UNITS.days) return n === 1 ? GivesMessage.day(n) : GivesMessage.days(n);
  if (unit === VALIDITY_UNITS.months) return n === 1 ? GivesMessage.month(n) : GivesMessage.months(n);
  return n === 1 ? GivesMessage.year(n) : GivesMessage.years(n);
};

const sizeOf = (flowMb: number): string => (flowMb >= 1024 && flowMb % 1024 === 0 ? `${flowMb / 1024}GB` : `${flowMb}MB`);

type Gives = Pick<q.GoodsRow, 'kind' | 'packageOfferId' | 'couponPackId' | 'creditFen'>;

/** What `quantity` of an item puts on the card in the reader's locale; null for a physical item. */
export type GivesOf = (goods: Gives, quantity: number) => string | null;

/** Reads what the virtual items among `goods` credit (one query per kind) and answers how to word each. */
export const givesReader = async (db: Database, goods: readonly Gives[], locale: Locale): Promise<GivesOf> => {
  const ids = (pick: (item: Gives) => number | null) => [...new Set(goods.flatMap((item) => pick(item) ?? []))];
  // What they credit, from the owners: the packages' names and sizes, the packs' coupons.
  const [offers, packs] = await Promise.all([offersByIds(db, ids((item) => item.packageOfferId)), packTermsOf(db, ids((item) => item.couponPackId))]);
  const offerById = new Map(offers.map((offer) => [offer.id, offer]));
  const packById = new Map(packs.map((pack) => [pack.id, pack]));
  const text = (message: Message) => renderMessage(message, locale);
  return (item, quantity) => {
    if (item.kind === 'balance') return yuan((item.creditFen ?? 0) * quantity);
    if (item.kind === 'coupon') {
      const pack = item.couponPackId === null ? undefined : packById.get(item.couponPackId);
      return pack ? text(GivesMessage.coupons(pack.count * quantity, pack.valueFen)) : null;
    }
    if (item.kind !== 'dataPack') return null;
    const offer = item.packageOfferId === null ? undefined : offerById.get(item.packageOfferId);
    if (!offer) return null;
    const name = nameIn(offer.name, offer.translations, locale);
    const validity = text(validityOf(offer.validityCount, offer.validityUnit));
    const one = text(offer.flowMb === null ? GivesMessage.dataPackUnsized(name, validity) : GivesMessage.dataPack(name, sizeOf(offer.flowMb), validity));
    return quantity === 1 ? one : text(GivesMessage.times(quantity, one));
  };
};
