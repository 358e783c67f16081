import { useQuery } from '@tanstack/react-query';
import { pageUrl, type PagePath, type ShopGoodsDetail } from '@shop/contract';
import { useT } from '../../../i18n';
import { navigateTo } from '../../../shared/navigation';
import { openLink } from '../../../shared/navigation/openLink';
import { isRequestError } from '../../../shared/request';
import { Carousel } from '../../../shared/ui/Carousel';
import { EmptyState } from '../../../shared/ui/PageStates';
import { NotLoaded } from '../components/NotLoaded';
import { PointsPrice } from '../components/PointsPrice';
import { cardQuery, useCardNumber } from '../session';
import { MarketPrice } from './GoodsCard';
import { buyBlock, type BuyBlock } from './shopQueries';
import './pointsShop.css';

export const SHOP_PATH: PagePath = '/pages-sub/iot/integralShop/index';
export const EARN_PATH: PagePath = '/pages-sub/iot/task/index';

/** The item of `?id=`, for the card; an item gone from the shop is "not found". */
export const goodsDetailsQuery = (simNo: string, goodsId: number) => cardQuery('integralShopGoodsDetails', simNo, { query: { goodsId } });

/** A page for an item the shop no longer has, with the way back to it. */
export function GoodsGone() {
  const t = useT();
  return <EmptyState title={t('pointsShop.details.notFound')} next={{ label: t('pointsShop.details.toShop'), onPress: () => void openLink(SHOP_PATH) }} />;
}

export const isGone = (failure: unknown): boolean => isRequestError(failure) && failure.status === 404;

/** Why the card cannot buy the item, in words; a card short of points is shown where to earn them. */
export function BlockReason({ block, integral }: { block: BuyBlock; integral: number }) {
  const t = useT();
  const text = { soldOut: t('pointsShop.details.soldOut'), overLimit: t('pointsShop.details.overLimit'), pointsShort: t('pointsShop.details.pointsShort', { points: integral }) }[block];
  return (
    <p className="shop-block" role="note">
      {text}
      {block === 'pointsShort' ? (
        <button type="button" className="wallet-inline-link" onClick={() => void openLink(EARN_PATH)}>
          {t('pointsShop.details.earn')}
        </button>
      ) : null}
    </p>
  );
}

function Limits({ goods }: { goods: ShopGoodsDetail }) {
  const t = useT();
  return (
    <p className="shop-detail__meta">
      {t('pointsShop.details.stock', { count: goods.stock })}
      {' · '}
      {goods.limitPerCard === null
        ? t('pointsShop.details.bought', { bought: goods.boughtByCard })
        : t('pointsShop.details.limit', { limit: goods.limitPerCard, bought: goods.boughtByCard })}
    </p>
  );
}

/** One item of the points shop (`?id=`): its pictures, price, stock and limits, what it gives, and the way to redeem it or why not. */
export function GoodsDetails({ id }: { id: number }) {
  const t = useT();
  const details = useQuery(goodsDetailsQuery(useCardNumber(), id));
  if (details.isError && isGone(details.error)) return <GoodsGone />;
  if (details.data === undefined) return <NotLoaded query={details} failedTitle={t('pointsShop.loadFailed')} />;
  const { goods, integral } = details.data;
  const block = buyBlock(goods);
  const redeem = () => void navigateTo({ url: pageUrl('/pages-sub/iot/integralShop/details/payment', { id: String(goods.id), quantity: '1' }) });
  const images = goods.images.length > 0 ? goods.images : [goods.cover];
  return (
    <div className="wallet-page shop-detail">
      <div role="region" aria-label={t('pointsShop.details.images', { name: goods.name })}>
        <Carousel className="carousel--square" slides={images.map((image) => ({ image, title: goods.name }))} />
      </div>
      <section className="wallet-card">
        <h2 className="offer-detail__name">{goods.name}</h2>
        <p className="shop-detail__prices">
          <PointsPrice points={goods.points} cashFen={goods.cashFen} className="shop-detail__price" />
          <MarketPrice goods={goods} />
        </p>
        <Limits goods={goods} />
      </section>
      {goods.gives ? (
        <section className="wallet-card">
          <h2 className="wallet-card__title">{t('pointsShop.details.gives')}</h2>
          <p className="shop-detail__gives">{goods.gives}</p>
        </section>
      ) : null}
      {goods.description ? (
        <section className="wallet-card">
          <h2 className="wallet-card__title">{t('pointsShop.details.description')}</h2>
          <p className="offer-detail__description shop-detail__description">{goods.description}</p>
        </section>
      ) : null}
      <div className="dock dock--bar shop-dock">
        {block ? <BlockReason block={block} integral={integral} /> : <PointsPrice points={goods.points} cashFen={goods.cashFen} className="offer__price" />}
        <button type="button" className="button button--primary shop-dock__button" disabled={block !== null} onClick={redeem}>
          {t('pointsShop.details.redeem')}
        </button>
      </div>
    </div>
  );
}
