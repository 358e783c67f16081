import { api, SIM_REFRESH_COALESCE_SECONDS } from '@shop/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSandboxSimPlatform, type SimPlatform } from '../../src/providers/carrier';
import { useTestApp } from '../support/app';
import { callCard, cardLogin, DemoCard, TestClock } from '../support/iot';

const clock = new TestClock();
const carrierReads: string[] = [];
/** The sandbox carrier, slow as a busy one, counting the reads the shop asks of it. */
const countingPlatform = (platform: SimPlatform): SimPlatform => ({
  ...platform,
  read: (simNo, now) => {
    carrierReads.push(simNo);
    return platform.read(simNo, now);
  },
});
const t = useTestApp({ services: (db) => ({ iot: { platform: countingPlatform(createSandboxSimPlatform(db, { delayMs: 300 })), clock: clock.now } }) });

const card = DemoCard.normal;
let token = '';
beforeAll(async () => {
  token = await cardLogin(t.app, card);
});

const forceRefresh = async (): Promise<string> => {
  const answer = (await callCard(t.app, 'POST', api.simRefresh.path, { simNo: card, token, body: { force: true } })).json();
  expect(answer).toMatchObject({ code: 0 });
  return answer.data.refreshedAt;
};
const readsSince = async (action: () => Promise<unknown>): Promise<number> => {
  const before = carrierReads.length;
  await action();
  return carrierReads.length - before;
};

describe('a forced simRefresh', () => {
  it('answers the last read without asking the carrier within the coalescing seconds of it', async () => {
    let first = '';
    expect(await readsSince(async () => (first = await forceRefresh()))).toBe(1);
    clock.advance((SIM_REFRESH_COALESCE_SECONDS - 1) * 1000);
    let second = '';
    expect(await readsSince(async () => (second = await forceRefresh()))).toBe(0);
    expect(second).toBe(first);
    clock.advance(1000);
    expect(await readsSince(async () => (second = await forceRefresh()))).toBe(1);
    expect(second).toBe(clock.now().toISOString());
  });

  it('asks the carrier once for refreshes sent together, and all answer its read', async () => {
    clock.advance(SIM_REFRESH_COALESCE_SECONDS * 1000);
    let answers: string[] = [];
    expect(await readsSince(async () => (answers = await Promise.all([forceRefresh(), forceRefresh(), forceRefresh()])))).toBe(1);
    expect(answers).toEqual([clock.now().toISOString(), clock.now().toISOString(), clock.now().toISOString()]);
  });
});
