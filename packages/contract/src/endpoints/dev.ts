import { z } from 'zod';
import { api } from '../api';
import { defineEndpoint } from '../endpoint';
import { mobileSchema } from '../fields';

/** Answers only while the SMS provider is the sandbox; with a real provider it is 40001. */
export const devSmsOutbox = defineEndpoint({
  ...api.devSmsOutbox,
  summary: 'Sandbox SMS outbox: the latest messages sent to a mobile, newest first (development and tests only)',
  tag: 'dev',
  access: 'public',
  query: z.object({ mobile: mobileSchema }),
  data: z.array(z.object({ mobile: z.string(), text: z.string(), code: z.string(), sentAt: z.string() })),
});
