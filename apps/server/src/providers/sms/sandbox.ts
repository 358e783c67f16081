import { maskMobile } from '@shop/contract';
import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { smsOutbox } from '../../db/schema/sandbox-sms';
import type { SmsProvider } from './types';

export class SmsRefused extends Error {
  override readonly name = 'SmsRefused';
}

export interface SandboxSmsOptions {
  /** Failure knob: mobiles the sandbox refuses, as a vendor refuses an unreachable number. */
  refuses?: (mobile: string) => boolean;
}

/**
 * Delivers to the `sms_outbox` table instead of a phone, and logs each message with the
 * mobile masked (the log is shared; the outbox is the phone).
 */
export const createSandboxSms = (db: Database, logger: FastifyBaseLogger, options: SandboxSmsOptions = {}): SmsProvider => ({
  name: 'sandbox',

  send: async (mobile, text, code) => {
    if (options.refuses?.(mobile)) throw new SmsRefused(`the sandbox refuses ${maskMobile(mobile)}`);
    await db.insert(smsOutbox).values({ mobile, text, code });
    logger.info({ sms: { mobile: maskMobile(mobile), text } }, 'sandbox SMS sent');
  },

  outbox: async (mobile, limit) => {
    const rows = await db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.mobile, mobile))
      .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
      .limit(limit);
    return rows.map((row) => ({ mobile: row.mobile, text: row.text, code: row.code, sentAt: row.createdAt.toISOString() }));
  },
});
