import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareOrSave } from './wifiImage';

const file = new File(['png'], 'wifi.png', { type: 'image/png' });

/** A browser with a share panel that ends as `outcome` says, and a record of any picture saved instead. */
function withSharePanel(outcome: () => Promise<void>) {
  vi.stubGlobal('navigator', { ...navigator, canShare: () => true, share: vi.fn(outcome) });
  const saved = vi.fn(() => 'blob:wifi');
  vi.stubGlobal('URL', { ...URL, createObjectURL: saved, revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return saved;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('sharing the Wi-Fi picture', () => {
  it('does nothing more when the holder closes the share panel', async () => {
    const saved = withSharePanel(() => Promise.reject(new DOMException('Share canceled', 'AbortError')));
    expect(await shareOrSave(file, 'Home')).toBe('shared');
    expect(saved).not.toHaveBeenCalled();
  });

  it('saves the picture when the share panel fails for another reason', async () => {
    const saved = withSharePanel(() => Promise.reject(new DOMException('Not allowed', 'NotAllowedError')));
    expect(await shareOrSave(file, 'Home')).toBe('saved');
    expect(saved).toHaveBeenCalledWith(file);
  });
});
