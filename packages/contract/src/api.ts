import type { HttpMethod } from './endpoint';

/**
 * Every endpoint's method and path by name, without its schemas: the web client calls by
 * name from this table so that zod stays out of the browser bundle. The endpoint definitions
 * spread these entries, so a path is written only here.
 */
export const api = {
  baseConfig: { method: 'GET', path: '/api/hk/baseConfig' },
  genericConfig: { method: 'GET', path: '/api/hk/genericConfig' },
  pointReport: { method: 'POST', path: '/api/hk/pointReport' },
  dictOptions: { method: 'POST', path: '/api/dictData/options' },
  numberList: { method: 'GET', path: '/api/shop/numberList' },
  ipLocation: { method: 'GET', path: '/api/shop/base/ipLocation' },
  goodsList: { method: 'GET', path: '/api/shop/goodsList' },
  singlePageInfo: { method: 'GET', path: '/api/shop/singlePageInfo' },
} as const satisfies Record<string, { method: HttpMethod; path: `/api/${string}` }>;

export type ApiName = keyof typeof api;
