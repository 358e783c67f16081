// Drawn at twice a phone's width, so the picture stays sharp when saved or sent.
const WIDTH = 750;
const HEIGHT = 1000;
const QR_SIZE = 480;
const FONT = "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif";
/** Browsers read the blob after the click that saves it returns, so it is let go well after that. */
const RELEASE_BLOB_AFTER_MS = 40_000;

export interface WifiImageContent {
  title: string;
  ssid: string;
  /** The WIFI: text the QR code carries. */
  qrText: string;
  scanHint: string;
}

/** Draws the QR code of `text` on `canvas` (the QR library loads with the first code only). */
export async function drawQr(canvas: HTMLCanvasElement, text: string, width: number): Promise<void> {
  const { toCanvas } = await import('qrcode');
  await toCanvas(canvas, text, { width, margin: 2, errorCorrectionLevel: 'M' });
}

/** The Wi-Fi card as a PNG: the network's name over its QR code, and how to use it. */
export async function drawWifiImage(content: WifiImageContent): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser cannot draw pictures.');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, WIDTH, HEIGHT);
  ctx.textAlign = 'center';
  ctx.fillStyle = '#666';
  ctx.font = `32px ${FONT}`;
  ctx.fillText(content.title, WIDTH / 2, 110, WIDTH - 80);
  ctx.fillStyle = '#222';
  ctx.font = `700 56px ${FONT}`;
  ctx.fillText(content.ssid, WIDTH / 2, 200, WIDTH - 80);
  const qr = document.createElement('canvas');
  await drawQr(qr, content.qrText, QR_SIZE);
  ctx.drawImage(qr, (WIDTH - QR_SIZE) / 2, 260, QR_SIZE, QR_SIZE);
  ctx.fillStyle = '#666';
  ctx.font = `30px ${FONT}`;
  ctx.fillText(content.scanHint, WIDTH / 2, 260 + QR_SIZE + 80, WIDTH - 80);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be made.'))), 'image/png'));
}

const isCancel = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';

/** Hands the picture to the phone's share panel where the browser can, else (or when sharing fails) saves it; answers which. */
export async function shareOrSave(file: File, title: string): Promise<'shared' | 'saved'> {
  if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title });
      return 'shared';
    } catch (error) {
      // Closed by the holder: nothing to do, the page still shows the code. Any other failure saves the picture instead.
      if (isCancel(error)) return 'shared';
    }
  }
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), RELEASE_BLOB_AFTER_MS);
  return 'saved';
}
