import { beforeEach, describe, expect, it } from 'vitest';
import { history } from './index';
import { replaceQuery, returnWithQuery, type ReturnOptions } from './pageQuery';

const SEARCH = '/pages/index/VanityNumber/index';
const FILTERS = '/pages/index/VanityNumber/FilterSearch/index';
const options: ReturnOptions = { accepts: [SEARCH], fallback: SEARCH };

/** Starts each test on `href` alone in the page stack. */
async function startOn(href: string) {
  const depth = history.port.depth();
  if (depth > 1) await history.port.back(depth - 1);
  await history.port.replace(href);
}

beforeEach(() => startOn(SEARCH));

describe('replaceQuery', () => {
  it('swaps the query of the current page without adding a history entry', async () => {
    await startOn(`${SEARCH}?operator=1&promoCode=demo`);
    const entries = window.history.length;
    await replaceQuery({ operator: 2, sort: 'priceAsc' });
    expect(history.location().href).toBe(`${SEARCH}?operator=2&sort=priceAsc`);
    expect(history.port.depth()).toBe(1);
    expect(window.history.length).toBe(entries);
  });

  it('leaves the address alone when the query is the same', async () => {
    await startOn(`${SEARCH}?operator=2`);
    await expect(replaceQuery({ operator: '2' })).resolves.toBeUndefined();
    expect(history.location().href).toBe(`${SEARCH}?operator=2`);
  });
});

describe('returnWithQuery', () => {
  it('closes the screen and replaces the query of the page below', async () => {
    await startOn(`${SEARCH}?operator=1&promoCode=demo`);
    await history.port.push(`${FILTERS}?operator=1`);
    await returnWithQuery((below) => ({ ...below, province: '440000' }), options);
    expect(history.port.depth()).toBe(1);
    expect(history.location().href).toBe(`${SEARCH}?operator=1&promoCode=demo&province=440000`);
  });

  it('becomes the fallback page when the screen was opened on its own', async () => {
    await startOn(`${FILTERS}?operator=1`);
    await returnWithQuery(() => ({ operator: 3 }), options);
    expect(history.port.depth()).toBe(1);
    expect(history.location().href).toBe(`${SEARCH}?operator=3`);
  });

  it('opens the fallback page on top when the page below does not take the query', async () => {
    await startOn('/pages/index/default');
    await history.port.push(FILTERS);
    await returnWithQuery((below) => ({ ...below, operator: 4 }), options);
    expect(history.port.depth()).toBe(2);
    expect(history.location().href).toBe(`${SEARCH}?operator=4`);
  });
});
