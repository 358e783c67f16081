import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n';
import { copyText } from './copy';
import { showToast } from './popups';

vi.mock('./popups', () => ({ showToast: vi.fn(async () => undefined) }));

const execCommand = vi.fn<(command: string) => boolean>();

function setClipboard(writeText: ((text: string) => Promise<void>) | undefined): void {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: writeText ? { writeText } : undefined,
  });
}

beforeAll(async () => {
  localStorage.setItem('locale', 'en');
  await initI18n();
  Object.defineProperty(document, 'execCommand', { configurable: true, value: execCommand });
});

beforeEach(() => {
  vi.mocked(showToast).mockClear();
  execCommand.mockReset();
});

afterEach(() => {
  setClipboard(undefined);
});

describe('copyText', () => {
  it('copies through the clipboard and says so for 1500 ms', async () => {
    const writeText = vi.fn(async () => undefined);
    setClipboard(writeText);
    await expect(copyText('13800138000')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('13800138000');
    expect(showToast).toHaveBeenCalledWith('Content copied', 1500);
    expect(execCommand).not.toHaveBeenCalled();
  });

  it('falls back to a selected textarea when the clipboard refuses', async () => {
    setClipboard(async () => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    execCommand.mockImplementation(() => {
      expect(document.querySelector('textarea')?.value).toBe('ORDER-1');
      return true;
    });
    await expect(copyText('ORDER-1')).resolves.toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(document.querySelector('textarea')).not.toBeInTheDocument();
    expect(showToast).toHaveBeenCalledWith('Content copied', 1500);
  });

  it('asks the user to copy by hand when nothing works', async () => {
    execCommand.mockReturnValue(false);
    await expect(copyText('x')).resolves.toBe(false);
    expect(showToast).toHaveBeenCalledWith('Copy failed, please copy manually', 1500);
  });
});
