import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { createSandboxSms } from './sandbox';
import type { SmsProvider, SmsProviderName } from './types';

export type { SentSms, SmsProvider, SmsProviderName } from './types';

/** The provider SMS_PROVIDER names. */
export const createSmsProvider = (name: SmsProviderName, db: Database, logger: FastifyBaseLogger): SmsProvider => {
  switch (name) {
    case 'sandbox':
      return createSandboxSms(db, logger);
  }
};
