import { useMemo } from 'react';
import type { NumberItem } from '@shop/contract';
import { useT } from '../../../../i18n';
import { formatFen } from '../../../../shared/format';
import { useBaseConfig } from '../../../promoter';
import type { PosterContent } from './poster';
import { usePoster } from './usePoster';

/** Where the browser can hand a picture to the phone's share panel (WeChat among the apps). */
const canShareFile = (file: File): boolean => typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] });

async function shareFile(file: File, title: string): Promise<void> {
  try {
    await navigator.share({ files: [file], title });
  } catch {
    // Closed by the visitor, or refused: the picture is still there to long-press or save.
  }
}

/** What the poster shows, once the promoter's config is known (undefined while it loads). */
function usePosterContent(item: NumberItem, place: string, link: string): PosterContent | undefined {
  const t = useT();
  const { config, status } = useBaseConfig();
  const { number, priceFen } = item;
  const priceLabel = t('numbers.share.price');
  const scanHint = t('numbers.share.scan');
  const name = config?.promoName ?? '';
  const logo = config?.front.logo ?? '';
  const known = status !== 'loading';
  return useMemo(
    () => (known ? { number, place, price: formatFen(priceFen), priceLabel, promoter: { name, logo }, link, scanHint } : undefined),
    [known, number, place, priceFen, priceLabel, name, logo, link, scanHint],
  );
}

/** The share poster as a picture to long-press (save, or send in WeChat), save, or share. */
export function SharePoster({ item, place, link }: { item: NumberItem; place: string; link: string }) {
  const t = useT();
  const { poster, remake } = usePoster(usePosterContent(item, place, link), `${item.number}.png`);
  if (poster.status === 'making') {
    return (
      <p className="share-poster__state" role="status">
        {t('numbers.share.making')}
      </p>
    );
  }
  if (poster.status === 'failed') {
    return (
      <div className="share-poster__state" role="alert">
        <p>{t('numbers.share.failed')}</p>
        <button type="button" className="button button--ghost" onClick={remake}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  const { file, url } = poster;
  return (
    <div className="share-poster">
      <img className="share-poster__image" src={url} alt={t('numbers.share.posterAlt', { number: item.number, price: formatFen(item.priceFen) })} />
      <p className="share-poster__hint">{t('numbers.share.posterHint')}</p>
      <div className="share-poster__actions">
        <a className="button button--ghost share-poster__action" href={url} download={file.name}>
          {t('numbers.share.save')}
        </a>
        {canShareFile(file) ? (
          <button type="button" className="button button--primary share-poster__action" onClick={() => void shareFile(file, t('numbers.share.title'))}>
            {t('numbers.share.shareImage')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
