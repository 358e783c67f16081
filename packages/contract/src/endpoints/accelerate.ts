import { z } from 'zod';
import { api } from '../api';
import { defineEndpoint } from '../endpoint';
import { intParam, pagedData, pageParams, ParamName } from '../params';
import { accelerateOrderSchema } from './iot';
import { cardPayFields, cardPaymentSchema, iotOrderSchema } from './wallet';

const fenSchema = z.number().int();

/** A speed add-on on sale: the carrier's speed class (`speedCode`) for `hours`. */
export const accelerateOfferSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  speedCode: z.string(),
  hours: z.number().int(),
  priceFen: fenSchema,
  originalFen: fenSchema.nullable(),
});
export type AccelerateOffer = z.infer<typeof accelerateOfferSchema>;

export const accelerateList = defineEndpoint({
  ...api.accelerateList,
  summary: "The speed add-ons on sale to the card, the one in force, and what paying needs",
  tag: 'accelerate',
  access: 'card',
  data: cardPaymentSchema.extend({
    offers: z.array(accelerateOfferSchema),
    /** The add-on in force: the same speed extends it, another speed waits until it ends. */
    active: accelerateOrderSchema.nullable(),
  }),
});

export const createAccelerateOrder = defineEndpoint({
  ...api.createAccelerateOrder,
  summary: 'Buy a speed add-on: from the balance (with the pay password when set), or as an order paid online with iotOrderPay',
  tag: 'accelerate',
  access: 'card',
  body: z.object({ accelerateId: intParam(ParamName.accelerate, 1, 2_147_483_647), ...cardPayFields }),
  data: iotOrderSchema,
});

export const accelerateOrderList = defineEndpoint({
  ...api.accelerateOrderList,
  summary: "The card's speed add-ons, newest first",
  tag: 'accelerate',
  access: 'card',
  query: z.object(pageParams(20)),
  data: pagedData(accelerateOrderSchema),
});
