import { ToastMs } from '@shop/contract';
import { t } from '../i18n';
import { showToast } from './popups';

/** Older and non-secure pages have no async clipboard: copy through a hidden, selected textarea. */
function copyWithTextarea(text: string): boolean {
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.style.position = 'fixed';
  textarea.style.opacity = '0';
  document.body.appendChild(textarea);
  textarea.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    textarea.remove();
  }
}

async function writeClipboard(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission refused or not focused: the textarea route may still work.
  }
  return copyWithTextarea(text);
}

/** Copies text and tells the user whether it worked; resolves to that outcome. */
export async function copyText(text: string): Promise<boolean> {
  const copied = await writeClipboard(text);
  void showToast(t(copied ? 'copy.success' : 'copy.failed'), ToastMs.copy);
  return copied;
}
