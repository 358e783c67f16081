import { z } from 'zod';
import { api } from '../api';
import { defineEndpoint } from '../endpoint';
import { intParam, ParamName } from '../params';
import { vipOrderSchema } from './iot';
import { cardPayFields, cardPaymentSchema, iotOrderSchema } from './wallet';

const fenSchema = z.number().int();

/** What a VIP plan gives while it is in force: spec 3 `privileges`, and the rules the shop applies. */
export const vipPrivilegesSchema = z.object({
  /** The plan's badge image. */
  gi: z.string(),
  /** The privileges as the plan's page lists them. */
  items: z.array(z.object({ title: z.string(), icon: z.string() })),
});

/** A membership on sale: its price, validity (spec age units) and privileges. */
export const vipPlanSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  description: z.string(),
  priceFen: fenSchema,
  originalFen: fenSchema.nullable(),
  validity: z.object({ count: z.number().int(), unit: z.number().int() }),
  privileges: vipPrivilegesSchema,
  /** Percent of a package's price a member pays (90: 10% off); null: no package discount. */
  packagePercent: z.number().int().nullable(),
  /** Points earned are multiplied by this (2: double points). */
  pointsMultiplier: z.number().int(),
});
export type VipPlan = z.infer<typeof vipPlanSchema>;

export const vipList = defineEndpoint({
  ...api.vipList,
  summary: "The VIP plans the card's promoter sells, the membership in force, and what paying needs",
  tag: 'vip',
  access: 'card',
  data: cardPaymentSchema.extend({
    plans: z.array(vipPlanSchema),
    /** The membership in force; buying again extends it from its end. */
    current: vipOrderSchema.nullable(),
  }),
});

export const createVipOrder = defineEndpoint({
  ...api.createVipOrder,
  summary: 'Buy or renew a VIP plan: from the balance (with the pay password when set), or as an order paid online with iotOrderPay',
  tag: 'vip',
  access: 'card',
  body: z.object({ vipId: intParam(ParamName.vipPlan, 1, 2_147_483_647), ...cardPayFields }),
  data: iotOrderSchema,
});
