import { z } from 'zod';
import { api } from '../api';
import { defineEndpoint } from '../endpoint';
import { NETWORK_SWITCH_FAILURES, NETWORK_SWITCH_STATUSES } from '../iot/account';
import { intParam, ParamName } from '../params';

/** A switch asked of the carrier; `reason` (in the asked locale) says why one failed. */
export const networkSwitchSchema = z.object({
  fromOperator: z.number().int(),
  toOperator: z.number().int(),
  status: z.enum(NETWORK_SWITCH_STATUSES),
  failure: z.enum(NETWORK_SWITCH_FAILURES).nullable(),
  reason: z.string().nullable(),
  requestedAt: z.string(),
  /** When the carrier is due to answer a pending one. */
  dueAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type NetworkSwitch = z.infer<typeof networkSwitchSchema>;

/** The networks a card can use, the one it is on, and its pending or latest switch. */
export const networkStateSchema = z.object({
  operatorType: z.number().int(),
  networks: z.array(z.object({ operatorType: z.number().int(), current: z.boolean(), inService: z.boolean() })),
  lastSwitch: networkSwitchSchema.nullable(),
});
export type NetworkState = z.infer<typeof networkStateSchema>;

export const simNetState = defineEndpoint({
  ...api.simNetState,
  summary: "The networks the card can use (its own and its vice SIMs'), the current one, and the pending or latest switch",
  tag: 'network',
  access: 'card',
  data: networkStateSchema,
});

export const simSwitchNet = defineEndpoint({
  ...api.simSwitchNet,
  summary: 'Ask the carrier to move the card to another of its networks; the answer comes later (lastSwitch), one switch at a time. Card gate (REALNAME_GATED_ACTIONS): a card with needAuth is refused with REALNAME_REQUIRED_CODE (35001), one that must bind a mobile first (bindPhoneMode required, none bound) with BIND_PHONE_REQUIRED_CODE (35002)',
  tag: 'network',
  access: 'card',
  body: z.object({ operatorType: intParam(ParamName.operator, 1, 99) }),
  data: networkStateSchema,
});
