import { useState } from 'react';
import type { NumberItem } from '@shop/contract';
import { useT } from '../../../../i18n';
import { formatFen } from '../../../../shared/format';
import { Sheet } from '../../../../shared/ui/Sheet';
import { numberShareLink } from './shareLink';
import { sendLink } from './sendLink';
import { SharePoster } from './SharePoster';
import './share.css';

function ShareIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path
        d="M12 3v12M7 8l5-5 5 5M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The two ways to share: the link (the phone's share panel, or copied), or a poster to send as a picture. */
function ShareChoices({ item, link, onPoster }: { item: NumberItem; link: string; onPoster(): void }) {
  const t = useT();
  const canSend = typeof navigator.share === 'function';
  const send = () =>
    void sendLink({ title: t('numbers.share.title'), text: t('numbers.share.message', { number: item.number, price: formatFen(item.priceFen) }), url: link });
  return (
    <div className="share-choices">
      <p className="share-choices__link">{link}</p>
      <button type="button" className="button button--ghost share-choices__action" onClick={send}>
        {t(canSend ? 'numbers.share.shareLink' : 'numbers.share.copyLink')}
      </button>
      <button type="button" className="button button--primary share-choices__action" onClick={onPoster}>
        {t('numbers.share.makePoster')}
      </button>
    </div>
  );
}

function ShareSheet({ item, place, onClose }: { item: NumberItem; place: string; onClose(): void }) {
  const t = useT();
  const [poster, setPoster] = useState(false);
  const link = numberShareLink(item);
  return (
    <Sheet size="part" title={t(poster ? 'numbers.share.posterTitle' : 'numbers.share.title')} closeLabel={t('numbers.close')} onClose={onClose}>
      {poster ? <SharePoster item={item} place={place} link={link} /> : <ShareChoices item={item} link={link} onPoster={() => setPoster(true)} />}
    </Sheet>
  );
}

/** The share button of a number's page, and the sheet it opens. */
export function ShareNumber({ item, place }: { item: NumberItem; place: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="share-button" onClick={() => setOpen(true)}>
        <ShareIcon />
        {t('numbers.share.button')}
      </button>
      {open ? <ShareSheet item={item} place={place} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
