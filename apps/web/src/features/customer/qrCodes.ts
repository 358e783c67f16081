import { isImageAddress, type BaseConfig } from '@shop/contract';

/** The promoter's two QR codes: its WeChat customer service and its official account. */
export const QR_KINDS = ['kefu', 'follow'] as const;
export type QrKind = (typeof QR_KINDS)[number];

export const isQrKind = (value: string | undefined): value is QrKind => QR_KINDS.some((kind) => kind === value);

/** The image of a code, '' when the promoter has none or its address breaks the contract's image rule. */
export const qrImageOf = (front: BaseConfig['front'], kind: QrKind): string => {
  const src = (kind === 'kefu' ? front.kefuQr : front.followQr).trim();
  return isImageAddress(src) ? src : '';
};
