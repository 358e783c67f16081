import { Code, type EndpointOf, type ParsedBodyOf, SIM_ADDRESS_MAX, type SimAddress } from '@shop/contract';
import type { Database } from '../../db/client';
import type { ShippingAddress } from '../../db/schema/addresses';
import { BusinessError } from '../../errors';
import type { CardUser } from '../../identity';
import { regionTextOf } from '../../lib/regions';
import { SimAddressMessage } from './messages';
import * as q from './queries';

/** Where a shipped order goes, as the points shop copies it into its order. */
export type { ShippingAddress };

type SaveBody = ParsedBodyOf<EndpointOf<'setSimAddress'>>;

const otherCard = (): BusinessError => new BusinessError(Code.failed, SimAddressMessage.otherCard);

const viewOf = (row: q.SimAddressRow): SimAddress => ({
  id: row.id,
  name: row.name,
  mobile: row.mobile,
  provinceCode: row.provinceCode,
  cityCode: row.cityCode,
  countyCode: row.countyCode,
  region: regionTextOf(row),
  detail: row.detail,
  isDefault: row.isDefault,
});

/** One of the card's addresses; another card's (or none) is refused the same way, so ids of other cards tell nothing. */
const ownAddress = async (db: Database, simId: number, id: number): Promise<q.SimAddressRow> => {
  const row = await q.findAddress(db, id);
  if (!row || row.simId !== simId) throw otherCard();
  return row;
};

/**
 * One of the card's addresses as a shipped order keeps it (a copy, so later edits do not move
 * the parcel); another card's is refused with "this address is not one of your card's".
 */
export const shippingAddressOf = async (db: Database, simId: number, id: number): Promise<ShippingAddress> => {
  const { name, mobile, provinceCode, cityCode, countyCode, detail } = await ownAddress(db, simId, id);
  return { name, mobile, provinceCode, cityCode, countyCode, detail };
};

/**
 * A card's delivery addresses: at most SIM_ADDRESS_MAX, exactly one default once there is one.
 * Every change takes the card's row lock, so parallel changes of one card see each other's
 * default and count.
 */
export const createAddressService = (db: Database, { clock = () => new Date() }: { clock?: () => Date } = {}) => {
  const list = async (simId: number): Promise<SimAddress[]> => (await q.addressesOf(db, simId)).map(viewOf);

  const save = async (card: CardUser, { id, isDefault, name, mobile, provinceCode, cityCode, countyCode, detail }: SaveBody): Promise<SimAddress> => {
    const fields = { name, mobile, provinceCode, cityCode, countyCode, detail };
    // Region codes that do not exist or nest are refused before anything is written.
    regionTextOf(fields);
    const now = clock();
    const savedId = await db.transaction(async (tx) => {
      await q.lockCard(tx, card.simId);
      if (id !== undefined) {
        const row = await ownAddress(tx, card.simId, id);
        await q.updateAddress(tx, row.id, fields, now);
        if (isDefault && !row.isDefault) await q.makeDefault(tx, card.simId, row.id, now);
        return row.id;
      }
      const count = await q.countOf(tx, card.simId);
      if (count >= SIM_ADDRESS_MAX) throw new BusinessError(Code.failed, SimAddressMessage.tooMany());
      const row = await q.insertAddress(tx, card.simId, fields, false);
      if (isDefault || count === 0) await q.makeDefault(tx, card.simId, row.id, now);
      return row.id;
    });
    const saved = await q.findAddress(db, savedId);
    if (!saved) throw new Error(`address ${savedId} vanished after it was saved`);
    return viewOf(saved);
  };

  const remove = async (card: CardUser, id: number): Promise<SimAddress[]> => {
    await db.transaction(async (tx) => {
      await q.lockCard(tx, card.simId);
      const row = await ownAddress(tx, card.simId, id);
      await q.deleteAddress(tx, row.id);
      if (!row.isDefault) return;
      const newest = await q.newestOf(tx, card.simId);
      if (newest) await q.makeDefault(tx, card.simId, newest.id, clock());
    });
    return list(card.simId);
  };

  const setDefault = async (card: CardUser, id: number): Promise<SimAddress[]> => {
    await db.transaction(async (tx) => {
      await q.lockCard(tx, card.simId);
      const row = await ownAddress(tx, card.simId, id);
      if (!row.isDefault) await q.makeDefault(tx, card.simId, row.id, clock());
    });
    return list(card.simId);
  };

  return {
    list: (card: CardUser) => list(card.simId),
    save,
    remove,
    setDefault,
  };
};

export type AddressService = ReturnType<typeof createAddressService>;
