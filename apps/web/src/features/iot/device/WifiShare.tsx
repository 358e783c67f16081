import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Code, pageHref, pageUrl, type WifiCard } from '@shop/contract';
import { useT } from '../../../i18n';
import { copyText } from '../../../shared/copy';
import { formatDate } from '../../../shared/format';
import { navigateTo } from '../../../shared/navigation';
import { endpointQuery } from '../../../shared/query';
import { showToast } from '../../../shared/popups';
import { isRequestError, type RequestError } from '../../../shared/request';
import { EmptyState } from '../../../shared/ui/PageStates';
import { NotLoaded } from '../components/NotLoaded';
import { drawQr, drawWifiImage, shareOrSave } from './wifiImage';
import { wifiQrText } from './wifiQr';
import './device.css';

const QR_WIDTH = 240;

/** A shared Wi-Fi card by its code, as the share and connect pages read it. */
function useWifiCard(code: string) {
  return useQuery({ ...endpointQuery('getWifiCode', { query: { code } }, { hideError: true }), enabled: code !== '', retry: false });
}

/** The server's refusal of the code (unknown or expired): no retry mends it, unlike a failed request. */
const isRefused = (error: Error | null): error is RequestError => isRequestError(error) && error.kind === 'business' && error.code === Code.failed;

/** Reads the shared card of `code` and shows it; a code that no longer opens says so, a failed read offers a retry. */
export function WithWifiCard({ code, children }: { code: string; children(card: WifiCard): ReactNode }) {
  const t = useT();
  const card = useWifiCard(code);
  if (code === '') return <WifiCardGone message={t('wifi.noCode')} />;
  if (isRefused(card.error)) return <WifiCardGone message={card.error.message} />;
  if (card.data === undefined) return <NotLoaded query={card} failedTitle={t('wifi.loadFailed')} />;
  return children(card.data);
}

function WifiQr({ text, label }: { text: string; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (canvas.current) void drawQr(canvas.current, text, QR_WIDTH);
  }, [text]);
  return <canvas ref={canvas} className="wifi-qr" width={QR_WIDTH} height={QR_WIDTH} role="img" aria-label={label} data-qr-text={text} />;
}

function ShareCard({ card, code }: { card: WifiCard; code: string }) {
  const t = useT();
  const [making, setMaking] = useState(false);
  const qrText = wifiQrText(card);
  const share = async () => {
    setMaking(true);
    try {
      const blob = await drawWifiImage({ title: t('wifi.share.imageTitle'), ssid: card.ssid, qrText, scanHint: t('wifi.share.scanHint') });
      const outcome = await shareOrSave(new File([blob], 'wifi.png', { type: 'image/png' }), card.ssid);
      if (outcome === 'saved') void showToast(t('wifi.share.saved'));
    } catch {
      void showToast(t('wifi.share.imageFailed'));
    } finally {
      setMaking(false);
    }
  };
  const copyLink = async () => {
    const link = `${location.origin}${location.pathname}${pageHref('/pages-sub/wifi/connect', { code })}`;
    void showToast(t((await copyText(link)) ? 'wifi.share.linkCopied' : 'wifi.share.copyFailed'));
  };
  return (
    <div className="device-page">
      <article className="device-card wifi-card" aria-label={t('wifi.share.title')}>
        <p className="wifi-card__label">{t('wifi.share.network')}</p>
        <h2 className="wifi-card__ssid">{card.ssid}</h2>
        <WifiQr text={qrText} label={t('wifi.share.qrLabel', { ssid: card.ssid })} />
        <p className="device-note">{t('wifi.share.scanHint')}</p>
        <p className="device-note">{t(card.encryption === 'NONE' ? 'wifi.share.open' : 'wifi.share.protected')}</p>
        {card.hidden ? <p className="device-note">{t('wifi.share.hidden')}</p> : null}
        <p className="device-note">{t('wifi.share.expires', { date: formatDate(card.expiresAt) })}</p>
      </article>
      <button type="button" className="button button--primary device-wide" disabled={making} onClick={() => void share()}>
        {making ? t('wifi.share.making') : t('wifi.share.shareImage')}
      </button>
      <button type="button" className="button button--ghost device-wide" onClick={() => void copyLink()}>
        {t('wifi.share.copyLink')}
      </button>
    </div>
  );
}

/** A shared Wi-Fi code that no longer opens: say so, and offer to make a new one. */
function WifiCardGone({ message }: { message: string }) {
  const t = useT();
  return <EmptyState title={message} hint={t('wifi.gone')} next={{ label: t('wifi.makeNew'), onPress: () => void navigateTo({ url: pageUrl('/pages-sub/wifi/index') }) }} />;
}

/** The Wi-Fi card with its standard QR code, to share as a picture or as a link to the connect page. */
export function WifiShare({ code }: { code: string }) {
  return <WithWifiCard code={code}>{(card) => <ShareCard card={card} code={code} />}</WithWifiCard>;
}
