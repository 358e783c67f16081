import { ONLINE_STATUS } from '@shop/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { sims } from '../../db/schema/iot';
import type { SimReading } from '../../providers/carrier';
import type { DeviceReading } from '../../providers/device';

/** A card with a Wi-Fi device (spec 3 sourceType 2): the device's platform tells whether it is on the network. */
const DEVICE_SOURCE = 2;

/** The readings as rows `v`, one per line. */
const readingRows = (readings: readonly SimReading[]): SQL => {
  const rows = readings.map((reading) => ({
    sim_no: reading.simNo,
    sim_status: reading.state.simStatus,
    internet_status: reading.network.internetStatus,
    online_status: reading.network.onlineStatus,
    operator_type: reading.network.operatorType,
    apn: reading.network.apn,
    vice_sims: reading.network.viceSims,
    total_flow: reading.plan.totalFlow,
    is_infinite_flow: reading.plan.isInfiniteFlow,
    end_at: reading.plan.endAt?.toISOString() ?? null,
    break_rule_id: reading.break?.ruleId ?? null,
    break_tips: reading.break?.tips ?? '',
    allow_remove_break: reading.break?.removable ?? false,
    volume: reading.volume,
    use_flow: reading.usage.useFlow,
    last_usage_at: reading.usage.until.toISOString(),
  }));
  return sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(sim_no text, sim_status smallint, internet_status smallint, online_status smallint,
    operator_type smallint, apn text, vice_sims jsonb, total_flow integer, is_infinite_flow boolean, end_at timestamptz, break_rule_id integer, break_tips text,
    allow_remove_break boolean, volume jsonb, use_flow integer, last_usage_at timestamptz)`;
};

/** The line as the carrier reports it, in the card's columns; its use as `useFlow` says. */
const lineSet = (useFlow: SQL): PgUpdateSetSource<typeof sims> => ({
  simStatus: sql`v.sim_status`,
  internetStatus: sql`v.internet_status`,
  onlineStatus: sql`case when ${sims.sourceType} = ${DEVICE_SOURCE} then ${sims.onlineStatus} else v.online_status end`,
  operatorType: sql`v.operator_type`,
  apn: sql`v.apn`,
  viceSims: sql`v.vice_sims`,
  totalFlow: sql`v.total_flow`,
  isInfiniteFlow: sql`v.is_infinite_flow`,
  endAt: sql`v.end_at`,
  breakRuleId: sql`v.break_rule_id`,
  breakTips: sql`v.break_tips`,
  allowRemoveBreak: sql`v.allow_remove_break`,
  volume: sql`v.volume`,
  useFlow,
  lastUsageAt: sql`v.last_usage_at`,
});

/** Stores readings over the cards of their lines, in one statement however many; answers the cards stored. */
export const storeLines = (db: Database, readings: readonly SimReading[], { useFlow, also = {}, onlyIf }: { useFlow: SQL; also?: PgUpdateSetSource<typeof sims>; onlyIf?: SQL }) =>
  db
    .update(sims)
    .set({ ...lineSet(useFlow), ...also })
    .from(readingRows(readings))
    .where(and(sql`${sims.simNo} = v.sim_no`, onlyIf))
    .returning({ id: sims.id });

/**
 * Stores the lines the carrier answered an act with, in the caller's transaction. Use only goes
 * down here (a new cycle): use between reads is counted by the next read, into its month.
 */
export const recordLines = async (db: Database, readings: readonly SimReading[]): Promise<void> => {
  if (readings.length > 0) await storeLines(db, readings, { useFlow: sql`least(${sims.useFlow}, v.use_flow)` });
};

/** Stores the Wi-Fi device as its platform reported it: its settings, and whether it is on the network. */
export const recordDevice = async (db: Database, reading: Pick<DeviceReading, 'simNo' | 'online' | 'settings'>): Promise<void> => {
  await db
    .update(sims)
    .set({ device: reading.settings, onlineStatus: reading.online ? ONLINE_STATUS.online : ONLINE_STATUS.offline })
    .where(eq(sims.simNo, reading.simNo));
};
