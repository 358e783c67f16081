import type { NetworkSwitchFailure, NetworkSwitchStatus } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { sims } from './iot';

/**
 * Network switches asked of the carrier. A pending one waits for the carrier's answer at
 * `dueAt`, kept here so it survives restarts and is applied once (by a read or the sweeper).
 */
export const networkSwitches = pgTable(
  'network_switches',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    simId: integer()
      .notNull()
      .references(() => sims.id, { onDelete: 'cascade' }),
    fromOperator: smallint().notNull(),
    toOperator: smallint().notNull(),
    status: text().$type<NetworkSwitchStatus>().notNull().default('pending'),
    failure: text().$type<NetworkSwitchFailure>(),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    finishedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // One pending switch per card: a second one conflicts here, whichever process asks.
    uniqueIndex('network_switches_pending_key').on(t.simId).where(sql`status = 'pending'`),
    index('network_switches_due_idx').on(t.dueAt).where(sql`status = 'pending'`),
    index('network_switches_sim_idx').on(t.simId, t.id),
    check('network_switches_status_check', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
    check('network_switches_failure_check', sql`(${t.status} = 'failed') = (${t.failure} is not null)`),
  ],
);
