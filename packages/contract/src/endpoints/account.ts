import { z } from 'zod';
import { api } from '../api';
import { defineEndpoint } from '../endpoint';
import { mobileSchema } from '../fields';
import { smsCodeSchema } from './auth';

const codeSent = z.object({
  resendAfterSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
  /** Where the code went, masked. */
  mobile: z.string(),
});

export const bindMobileCode = defineEndpoint({
  ...api.bindMobileCode,
  summary: 'Send the code that proves the holder has the mobile to bind to the card (the SMS limits apply)',
  tag: 'account',
  access: 'card',
  body: z.object({ mobile: mobileSchema }),
  data: codeSent,
});

export const bindMobileOldCode = defineEndpoint({
  ...api.bindMobileOldCode,
  summary: "Send a code to the card's bound mobile, which changing it needs as well (the SMS limits apply)",
  tag: 'account',
  access: 'card',
  data: codeSent,
});

export const simBindMobile = defineEndpoint({
  ...api.simBindMobile,
  summary: "Bind a mobile to the card with the code sent to it; changing the bound mobile needs the old one's code too (oldCode)",
  tag: 'account',
  access: 'card',
  body: z.object({ mobile: mobileSchema, code: smsCodeSchema, oldCode: smsCodeSchema.optional() }),
  data: z.object({ boundMobile: z.string() }),
});
