import { QrCodeView } from '../../features/customer';

/** One of the promoter's QR codes full size (`type=kefu|follow`), to scan or to save. */
export default function CustomerCodePage() {
  return <QrCodeView />;
}
