import { CUSTOMER_PATH } from '@shop/contract';
import { EmptyState, FailedState } from '../../../shared/ui/PageStates';
import { useT } from '../../../i18n';
import { useBaseConfig } from '../../promoter';
import { useQuery } from '../../../shared/navigation';
import { openLink } from '../../../shared/navigation/openLink';
import { useLongPress } from '../../../shared/useLongPress';
import { isQrKind, qrImageOf, type QrKind } from '../qrCodes';
import { offerToSave, saveImage } from '../saveImage';
import './customer.css';

const missingKeys = { kefu: 'customer.qr.missingKefu', follow: 'customer.qr.missingFollow', unknown: 'customer.qr.unknown' } as const;

function LargeCode({ kind, src, promoName }: { kind: QrKind; src: string; promoName: string }) {
  const t = useT();
  const press = useLongPress(() => offerToSave(src));
  return (
    <section className="qr-large">
      <h2 className="qr-large__title">{t(kind === 'kefu' ? 'customer.qr.kefuTitle' : 'customer.qr.followTitle')}</h2>
      <p className="qr-large__intro">{t(kind === 'kefu' ? 'customer.qr.kefuIntro' : 'customer.qr.followIntro')}</p>
      <img className="qr-large__image" src={src} alt={t(`customer.qr.${kind}`)} width={240} height={240} draggable={false} {...press} />
      <p className="qr-large__promoter">{promoName}</p>
      <p className="qr-large__hint">{t('customer.qr.longPressFull')}</p>
      <button type="button" className="button button--ghost" onClick={() => void saveImage(src)}>
        {t('customer.qr.save')}
      </button>
    </section>
  );
}

/** One of the promoter's QR codes full size (`type=kefu|follow`), to scan or to save. */
export function QrCodeView() {
  const t = useT();
  const { type } = useQuery();
  const { config, status, error, refresh } = useBaseConfig();
  const kind = isQrKind(type) ? type : undefined;
  const src = config && kind ? qrImageOf(config.front, kind) : '';

  if (!config) {
    if (status === 'failed') return <FailedState title={t('customer.loadFailed')} error={error} onRetry={() => void refresh()} />;
    return <div className="page-loading" role="progressbar" aria-label={t('common.loading')} />;
  }
  if (!kind || !src) {
    return (
      <EmptyState
        title={t(missingKeys[kind ?? 'unknown'])}
        hint={t('customer.qr.missingHint')}
        next={{ label: t('customer.qr.toService'), onPress: () => void openLink(CUSTOMER_PATH) }}
      />
    );
  }
  return <LargeCode kind={kind} src={src} promoName={config.promoName} />;
}
