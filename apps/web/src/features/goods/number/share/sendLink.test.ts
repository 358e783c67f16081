import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from '../../../../shared/copy';
import { sendLink } from './sendLink';

vi.mock('../../../../shared/copy', () => ({ copyText: vi.fn(async () => true) }));

const link = { title: '靓号预约', text: '靓号 138 0013 8888，仅需 ¥880.00', url: 'https://shop.example.com/shop/#/pages/goods/pretty/index?id=77' };

const giveBrowserShare = (share: (data: ShareData) => Promise<void>) => {
  Object.defineProperty(navigator, 'share', { configurable: true, value: vi.fn(share) });
};

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
  vi.mocked(copyText).mockClear();
});

describe('sending a number’s link', () => {
  it("opens the phone's share panel with the link where the browser has one", async () => {
    giveBrowserShare(async () => undefined);
    await sendLink(link);
    expect(navigator.share).toHaveBeenCalledWith(link);
    expect(copyText).not.toHaveBeenCalled();
  });

  it('copies the link where the browser cannot share', async () => {
    await sendLink(link);
    expect(copyText).toHaveBeenCalledWith(link.url);
  });

  it('does nothing more when the visitor closes the share panel', async () => {
    giveBrowserShare(async () => Promise.reject(new DOMException('closed', 'AbortError')));
    await sendLink(link);
    expect(copyText).not.toHaveBeenCalled();
  });

  it('copies the link when the share panel refuses it', async () => {
    giveBrowserShare(async () => Promise.reject(new DOMException('not allowed', 'NotAllowedError')));
    await sendLink(link);
    expect(copyText).toHaveBeenCalledWith(link.url);
  });
});
