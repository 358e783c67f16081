import { pageUrl } from '@shop/contract';
import { useT } from '../../../i18n';
import { openLink } from '../../../shared/navigation/openLink';
import { useLongPress } from '../../../shared/useLongPress';
import type { QrKind } from '../qrCodes';
import { offerToSave } from '../saveImage';

/** A QR code of the promoter: a tap shows it full size, a long press offers to save it. */
export function QrTile({ kind, src }: { kind: QrKind; src: string }) {
  const t = useT();
  const press = useLongPress(() => offerToSave(src));
  return (
    <button type="button" className="qr-tile" onClick={() => void openLink(pageUrl('/pages/customer/code', { type: kind }))} {...press}>
      <img className="qr-tile__image" src={src} alt="" width={112} height={112} draggable={false} />
      <span className="qr-tile__name">{t(`customer.qr.${kind}`)}</span>
      <span className="qr-tile__hint">{t('customer.qr.longPress')}</span>
    </button>
  );
}
