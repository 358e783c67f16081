import { CUSTOMER_PATH, parsePageUrl, type BaseConfig } from '@shop/contract';
import { EmptyState } from '../../../shared/ui/PageStates';
import { useT } from '../../../i18n';
import { copyText } from '../../../shared/copy';
import { openLink } from '../../../shared/navigation/openLink';
import { Chevron, Icon } from './icons';
import { QR_KINDS, qrImageOf } from '../qrCodes';
import { QrTile } from './QrTile';
import './customer.css';

/** The online service link, unless it is missing or leads back to this very page. */
const onlineServiceOf = (kefuUrl: string): string | undefined => {
  const url = kefuUrl.trim();
  return url && parsePageUrl(url).path !== CUSTOMER_PATH ? url : undefined;
};

function Hotline({ mobile }: { mobile: string }) {
  const t = useT();
  return (
    <div className="channel-row">
      <span className="icon-badge">
        <Icon name="phone" />
      </span>
      <span className="channel-row__text">
        <span className="channel-row__label">{t('customer.hotline')}</span>
        <span className="channel-row__value">{mobile}</span>
      </span>
      <button type="button" className="channel-row__action" onClick={() => void copyText(mobile)}>
        {t('customer.copy')}
      </button>
      <a className="channel-row__action channel-row__action--primary" href={`tel:${mobile.replace(/[^\d+]/g, '')}`}>
        {t('customer.call')}
      </a>
    </div>
  );
}

/** How to reach the promoter: online chat, hotline and WeChat codes, whichever it configured. */
export function ServiceChannels({ front }: { front: BaseConfig['front'] }) {
  const t = useT();
  const online = onlineServiceOf(front.kefuUrl);
  const mobile = front.kefuMobile.trim();
  const codes = QR_KINDS.map((kind) => ({ kind, src: qrImageOf(front, kind) })).filter(({ src }) => src);
  const none = !online && !mobile && codes.length === 0;
  return (
    <section className="customer-card">
      <h2 className="customer-card__title">{t('customer.contact')}</h2>
      {none ? <EmptyState title={t('customer.noChannels')} hint={t('customer.noChannelsHint')} /> : null}
      {online ? (
        <button type="button" className="channel-row" onClick={() => void openLink(online)}>
          <span className="icon-badge">
            <Icon name="chat" />
          </span>
          <span className="channel-row__text">
            <span className="channel-row__label">{t('customer.online')}</span>
            <span className="channel-row__value">{t('customer.onlineHint')}</span>
          </span>
          <Chevron />
        </button>
      ) : null}
      {mobile ? <Hotline mobile={mobile} /> : null}
      {codes.length > 0 ? (
        <div className="qr-tiles">
          {codes.map(({ kind, src }) => (
            <QrTile key={kind} kind={kind} src={src} />
          ))}
        </div>
      ) : null}
    </section>
  );
}
