import { customerTexts, QrCodeView } from '../../features/customer';

export const texts = customerTexts;

/** One of the promoter's QR codes full size (`type=kefu|follow`), to scan or to save. */
export default function CustomerCodePage() {
  return <QrCodeView />;
}
