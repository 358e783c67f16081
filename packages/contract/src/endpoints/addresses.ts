import { z } from 'zod';
import { api } from '../api';
import { defineEndpoint } from '../endpoint';
import { mobileSchema } from '../fields';
import { intParam, ParamName } from '../params';
import { deliveryAddressSchema, personNameSchema } from './orders';

const addressIdParam = intParam(ParamName.address, 1, 2_147_483_647);

/** A delivery address the card keeps (spec 3 `iotSimAddressId` names one): who receives, where. */
export const simAddressSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  provinceCode: z.string(),
  cityCode: z.string(),
  countyCode: z.string(),
  /** Province, city and county names as one text ("广东省深圳市南山区"). */
  region: z.string(),
  detail: z.string(),
  isDefault: z.boolean(),
});
export type SimAddress = z.infer<typeof simAddressSchema>;

export const simAddressList = defineEndpoint({
  ...api.simAddressList,
  summary: "The card's delivery addresses, the default first",
  tag: 'addresses',
  access: 'card',
  data: z.array(simAddressSchema),
});

export const setSimAddress = defineEndpoint({
  ...api.setSimAddress,
  summary: "Add an address (with `id`: change that one of the card's); the card's first, or one marked default, becomes the one default",
  tag: 'addresses',
  access: 'card',
  body: deliveryAddressSchema.extend({
    id: addressIdParam.optional(),
    name: personNameSchema,
    mobile: mobileSchema,
    isDefault: z.boolean().default(false),
  }),
  data: simAddressSchema,
});

export const delSimAddress = defineEndpoint({
  ...api.delSimAddress,
  summary: "Delete one of the card's addresses; when it was the default, the newest left becomes the default",
  tag: 'addresses',
  access: 'card',
  body: z.object({ id: addressIdParam }),
  data: z.array(simAddressSchema),
});

export const setDefaultSimAddress = defineEndpoint({
  ...api.setDefaultSimAddress,
  summary: "Make one of the card's addresses its one default",
  tag: 'addresses',
  access: 'card',
  body: z.object({ id: addressIdParam }),
  data: z.array(simAddressSchema),
});
