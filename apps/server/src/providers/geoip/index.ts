import { createRequire } from 'node:module';
import type IP2RegionType from 'ip2region';

// A CommonJS module whose class is `exports.default`, which Node's ESM default import does not unwrap.
const IP2Region = (createRequire(import.meta.url)('ip2region') as { default: typeof IP2RegionType }).default;

/** Where an address is, as the offline database names it ('' where it does not know). */
export interface GeoPlace {
  country: string;
  province: string;
  city: string;
  isp: string;
}

export interface Geoip {
  lookup(ip: string): GeoPlace;
}

const NOWHERE: GeoPlace = { country: '', province: '', city: '', isp: '' };

/** ip2region's IPv4 and IPv6 databases, shipped in the package: no network, no key. */
export const createGeoip = (): Geoip => {
  let database: IP2RegionType | undefined;
  return {
    lookup: (ip) => {
      // Loaded on first use: the two files take a few MB that most processes never need.
      database ??= new IP2Region();
      try {
        return database.search(ip) ?? NOWHERE;
      } catch {
        // The library throws on text that is not an address.
        return NOWHERE;
      }
    },
  };
};
