import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as contract from '@shop/contract';
import { type Endpoint, endpointsByName } from '@shop/contract';
import { describe, expect, it } from 'vitest';

const MODULES = fileURLToPath(new URL('../../src/modules/', import.meta.url));

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'data' in value;

describe('contract areas', () => {
  // The contract exports each area's file as a namespace (auth, hk, iot…) beside the endpoints themselves.
  const byArea = Object.entries(contract).flatMap(([area, exported]) => {
    if (typeof exported !== 'object' || exported === null || Array.isArray(exported) || isEndpoint(exported) || exported === endpointsByName) return [];
    const endpoints = Object.values(exported).filter(isEndpoint);
    return endpoints.length > 0 ? [{ area, endpoints }] : [];
  });

  it('cover every endpoint, each in one area', () => {
    expect(byArea.flatMap(({ endpoints }) => endpoints).sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method))).toEqual(
      Object.values(endpointsByName).sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method)),
    );
  });

  it.each(byArea.map(({ area }) => area))('%s leads to the server folder of the same name, and tags its endpoints with it', (area) => {
    expect(existsSync(`${MODULES}${area}/routes.ts`)).toBe(true);
    const endpoints = byArea.find((entry) => entry.area === area)?.endpoints ?? [];
    expect(endpoints.map((endpoint) => endpoint.tag)).toEqual(endpoints.map(() => area));
  });
});
