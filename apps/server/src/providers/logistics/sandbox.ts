import { createHash, randomInt } from 'node:crypto';
import type { LogisticsProvider, Shipment, ShipmentRequest, TrackingEvent } from './types';

export interface SandboxLogisticsOptions {
  /** Time between two tracking events; demos use minutes where a real parcel takes hours. */
  minutesPerStep: number;
}

const CARRIERS = [
  { name: '顺丰速运', trackingNo: () => `SF${digits(13)}` },
  { name: '中国邮政 EMS', trackingNo: () => `11${digits(11)}` },
  { name: '京东物流', trackingNo: () => `JDVA${digits(11)}` },
] as const;

const WAREHOUSES: readonly string[] = ['深圳市', '广州市', '杭州市', '成都市'];
const HUBS: readonly string[] = ['武汉市', '郑州市', '长沙市', '南京市', '上海市', '北京市', '西安市', '济南市'];

const digits = (count: number): string => Array.from({ length: count }, () => randomInt(10)).join('');

/** A stable sequence of small numbers from a text: the route is fixed by the tracking number. */
const picker = (seed: string) => {
  const bytes = createHash('sha256').update(seed).digest();
  let next = 0;
  return <T>(items: readonly T[]): T => items[bytes[next++ % bytes.length]! % items.length]!;
};

/** The stops of one parcel: warehouse, one or two hubs (none within one city), the buyer's city. */
const routeOf = (shipment: Shipment): { warehouse: string; hubs: string[]; city: string } => {
  const pick = picker(shipment.trackingNo);
  const city = shipment.city || shipment.province;
  const warehouse = pick(WAREHOUSES);
  if (warehouse === city) return { warehouse, hubs: [], city };
  const candidates = HUBS.filter((hub) => hub !== warehouse && hub !== city);
  const first = pick(candidates);
  const second = pick(candidates.filter((hub) => hub !== first));
  return { warehouse, hubs: pick([1, 2]) === 1 ? [first] : [first, second], city };
};

const timelineOf = (shipment: Shipment): Omit<TrackingEvent, 'at'>[] => {
  const { warehouse, hubs, city } = routeOf(shipment);
  const next = hubs[0] ? `${hubs[0]}转运中心` : `${city}营业部`;
  return [
    { text: `【${warehouse}】${shipment.carrier} 已揽收`, location: warehouse },
    { text: `运输中：快件已从【${warehouse}仓储中心】发出，下一站【${next}】`, location: warehouse },
    ...hubs.map((hub, i) => ({
      text: `运输中：快件已到达【${hub}转运中心】，下一站【${hubs[i + 1] ? `${hubs[i + 1]}转运中心` : `${city}营业部`}】`,
      location: hub,
    })),
    { text: `快件已到达【${city}营业部】`, location: city },
    { text: '派送中：快递员正在为您派送，请保持电话畅通', location: city },
    { text: `已签收：您的快件已签收，签收人：本人。感谢使用${shipment.carrier}`, location: city },
  ];
};

/**
 * A courier that behaves like one: a carrier and tracking number at booking, then tracking
 * events one step apart from pickup, all derived from the shipment so every read agrees.
 */
export const createSandboxLogistics = ({ minutesPerStep }: SandboxLogisticsOptions): LogisticsProvider => {
  const stepMs = minutesPerStep * 60_000;
  return {
    createShipment: async (request: ShipmentRequest, now: Date): Promise<Shipment> => {
      const carrier = picker(request.orderSn)(CARRIERS);
      // The warehouse packs the parcel for one step before the carrier collects it.
      return { ...request, carrier: carrier.name, trackingNo: carrier.trackingNo(), shippedAt: new Date(now.getTime() + stepMs) };
    },
    track: async (shipment: Shipment, now: Date) => {
      const all = timelineOf(shipment).map((event, i) => ({ ...event, at: new Date(shipment.shippedAt.getTime() + i * stepMs) }));
      const events = all.filter((event) => event.at <= now);
      const last = all.at(-1);
      return { events, deliveredAt: last && events.length === all.length ? last.at : null };
    },
  };
};
