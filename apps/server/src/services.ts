import type { Database } from './db/client';
import { type ConfigServiceOptions, createConfigService } from './modules/config/service';
import { createDictService } from './modules/dict/service';
import { createGoodsService } from './modules/goods/service';
import { createNumberService } from './modules/numbers/service';
import { createGeoip } from './providers/geoip';

/** One instance of each module's service per app, so in-memory caches are shared by its routes. */
export const createServices = (db: Database, options: { config?: ConfigServiceOptions } = {}) => ({
  config: createConfigService(db, options.config),
  dict: createDictService(db),
  goods: createGoodsService(db),
  numbers: createNumberService(db, createGeoip()),
});

export type Services = ReturnType<typeof createServices>;
