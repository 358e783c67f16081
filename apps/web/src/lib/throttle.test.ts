import { describe, expect, it, vi } from 'vitest';
import { throttleLeading } from './throttle';

describe('throttleLeading', () => {
  const setup = () => {
    let clock = 0;
    const run = vi.fn(async (promoCode: string) => `${promoCode}@${clock}`);
    const throttled = throttleLeading(run, 1000, (promoCode) => promoCode, () => clock);
    return { run, throttled, advance: (ms: number) => (clock += ms) };
  };

  it('runs the first call at once and shares it with calls inside the interval', async () => {
    const { run, throttled, advance } = setup();
    const first = throttled('demo');
    advance(999);
    expect(await throttled('demo')).toBe(await first);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs again once the interval has passed', async () => {
    const { run, throttled, advance } = setup();
    await throttled('demo');
    advance(1000);
    expect(await throttled('demo')).toBe('demo@1000');
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('throttles each key on its own', async () => {
    const { run, throttled } = setup();
    await throttled('demo');
    await throttled('sunrise');
    expect(run).toHaveBeenCalledTimes(2);
  });
});
