import type { ApiName } from '../api';
import type { Endpoint } from '../endpoint';
import * as dict from './dict';
import * as goods from './goods';
import * as hk from './hk';
import * as numbers from './numbers';

export { dict, goods, hk, numbers };

/** Every endpoint of the product by name; the server registers exactly these. */
export const endpointsByName = {
  baseConfig: hk.baseConfig,
  genericConfig: hk.genericConfig,
  pointReport: hk.pointReport,
  dictOptions: dict.dictOptions,
  numberList: numbers.numberList,
  ipLocation: numbers.ipLocation,
  goodsList: goods.goodsList,
  singlePageInfo: goods.singlePageInfo,
} satisfies Record<ApiName, Endpoint>;

export type EndpointOf<N extends ApiName> = (typeof endpointsByName)[N];

export const endpoints: readonly Endpoint[] = Object.values(endpointsByName);
