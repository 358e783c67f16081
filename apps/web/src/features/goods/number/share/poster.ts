/** What a number's share poster shows, its texts already in the visitor's language. */
export interface PosterContent {
  number: string;
  /** The operator and where the number belongs. */
  place: string;
  price: string;
  priceLabel: string;
  promoter: { name: string; logo: string };
  /** The number's page, carried by the QR code. */
  link: string;
  scanHint: string;
}

// Drawn at twice a phone's width, so the picture stays sharp when saved or sent.
const WIDTH = 750;
const HEIGHT = 1130;
const QR_SIZE = 380;
const LOGO_SIZE = 96;
const FONT = "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif";

/** A colour token of the shop's style sheet, so the poster wears the same colours as the page. */
function token(name: string, fallback: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

/** The promoter's logo, or nothing when it is missing or its site does not let it be drawn. */
function loadLogo(src: string): Promise<HTMLImageElement | undefined> {
  if (!src) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const image = new Image();
    // A logo from another site is drawn only if that site allows it; otherwise the poster could not be saved.
    image.crossOrigin = 'anonymous';
    image.onload = () => resolve(image);
    image.onerror = () => resolve(undefined);
    image.src = src;
  });
}

/** 13800138888 -> '138 0013 8888', as the shop shows numbers. */
const grouped = (number: string): string => [number.slice(0, 3), number.slice(3, 7), number.slice(7)].filter(Boolean).join(' ');

function drawHeader(ctx: CanvasRenderingContext2D, content: PosterContent, logo: HTMLImageElement | undefined): void {
  const tint = ctx.createLinearGradient(0, 0, 0, 560);
  tint.addColorStop(0, '#e3f5f0');
  tint.addColorStop(1, '#ffffff');
  ctx.fillStyle = tint;
  ctx.fillRect(0, 0, WIDTH, 560);
  const nameX = logo ? 56 + LOGO_SIZE + 24 : 56;
  if (logo) ctx.drawImage(logo, 56, 56, LOGO_SIZE, LOGO_SIZE);
  ctx.fillStyle = '#222';
  ctx.font = `600 38px ${FONT}`;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.fillText(content.promoter.name, nameX, 56 + LOGO_SIZE / 2, WIDTH - nameX - 56);
}

function drawNumber(ctx: CanvasRenderingContext2D, content: PosterContent): void {
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = '#222';
  ctx.font = `700 88px ${FONT}`;
  ctx.fillText(grouped(content.number), WIDTH / 2, 318, WIDTH - 80);
  ctx.fillStyle = token('--text-secondary', '#666');
  ctx.font = `30px ${FONT}`;
  ctx.fillText(content.place, WIDTH / 2, 378, WIDTH - 80);
  ctx.font = `28px ${FONT}`;
  ctx.fillText(content.priceLabel, WIDTH / 2, 462, WIDTH - 80);
  ctx.fillStyle = token('--price', '#c2410c');
  ctx.font = `700 64px ${FONT}`;
  ctx.fillText(content.price, WIDTH / 2, 538, WIDTH - 80);
}

async function drawQrCode(ctx: CanvasRenderingContext2D, content: PosterContent): Promise<void> {
  // The QR library loads with the first poster only, never with the pages around it.
  const { toCanvas } = await import('qrcode');
  const code = document.createElement('canvas');
  await toCanvas(code, content.link, { width: QR_SIZE, margin: 2, errorCorrectionLevel: 'M' });
  const top = 640;
  ctx.drawImage(code, (WIDTH - QR_SIZE) / 2, top, QR_SIZE, QR_SIZE);
  ctx.fillStyle = token('--text-secondary', '#666');
  ctx.font = `28px ${FONT}`;
  ctx.textAlign = 'center';
  ctx.fillText(content.scanHint, WIDTH / 2, top + QR_SIZE + 64, WIDTH - 80);
}

/** The share poster as a PNG: the promoter, the number and its price, and a QR code of its page. */
export async function drawPoster(content: PosterContent): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser cannot draw pictures.');
  const logo = await loadLogo(content.promoter.logo);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, WIDTH, HEIGHT);
  drawHeader(ctx, content, logo);
  drawNumber(ctx, content);
  ctx.fillStyle = token('--brand', '#00775f');
  ctx.fillRect(56, 596, WIDTH - 112, 2);
  await drawQrCode(ctx, content);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The poster could not be made.'))), 'image/png'),
  );
}
