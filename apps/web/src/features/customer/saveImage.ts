import { isImageAddress } from '@shop/contract';
import { t } from '../../i18n';
import { showDialog } from '../../shared/popups';

/** Browsers read the blob after the click that saves it returns, so it is let go well after that. */
const RELEASE_BLOB_AFTER_MS = 40_000;

/**
 * The image as a blob, or undefined when the browser may not read it (another site without
 * CORS, a failed load, not an image). A blob URL is what keeps `download` working for an image
 * on another site, where a link to the image itself would leave the shop.
 */
async function imageBlob(src: string): Promise<Blob | undefined> {
  if (!src || !isImageAddress(src)) return undefined;
  try {
    const response = await fetch(src);
    const blob = response.ok ? await response.blob() : undefined;
    return blob?.type.startsWith('image/') ? blob : undefined;
  } catch {
    return undefined;
  }
}

const fileNameOf = (src: string): string => src.split(/[?#]/, 1)[0]?.split('/').pop() || 'qrcode';

function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), RELEASE_BLOB_AFTER_MS);
}

/** Saves a QR code to the phone; when the browser cannot, says how to keep it instead. Resolves to whether it saved. */
export async function saveImage(src: string): Promise<boolean> {
  const blob = await imageBlob(src);
  if (!blob) {
    void showDialog(t('customer.qr.saveFailed'), [{ key: 'ok', text: t('common.confirm'), onPress: () => undefined }]);
    return false;
  }
  download(blob, fileNameOf(src));
  return true;
}

/** What a long press on a QR code offers: keeping it on the phone. */
export function offerToSave(src: string): void {
  void showDialog(t('customer.qr.saveAsk'), [
    { key: 'save', text: t('customer.qr.save'), onPress: () => void saveImage(src) },
    { key: 'cancel', text: t('common.cancel'), onPress: () => undefined },
  ]);
}
