import { pageUrl, type ShopGoodsCard } from '@shop/contract';
import { useT } from '../../../i18n';
import { formatFen } from '../../../shared/format';
import { navigateTo } from '../../../shared/navigation';
import { PointsPrice } from '../components/PointsPrice';

/** What it sells for elsewhere, struck through, when that is more than its cash part. */
export function MarketPrice({ goods }: { goods: Pick<ShopGoodsCard, 'marketFen' | 'cashFen'> }) {
  const t = useT();
  if (goods.marketFen === null || goods.marketFen <= goods.cashFen) return null;
  const amount = formatFen(goods.marketFen);
  return (
    <del className="shop-goods__market" aria-label={t('pointsShop.marketPrice', { amount })}>
      {amount}
    </del>
  );
}

/** One item of the shop's grid: its cover, name and price; a sold-out one says so over its cover. */
export function GoodsCard({ goods }: { goods: ShopGoodsCard }) {
  const t = useT();
  const soldOut = goods.stock <= 0;
  const open = () => void navigateTo({ url: pageUrl('/pages-sub/iot/integralShop/details/index', { id: String(goods.id) }) });
  return (
    <button type="button" className={soldOut ? 'shop-goods shop-goods--out' : 'shop-goods'} onClick={open}>
      <span className="shop-goods__cover">
        <img src={goods.cover} alt="" width={300} height={300} loading="lazy" />
        {soldOut ? <span className="shop-goods__badge">{t('pointsShop.soldOut')}</span> : null}
      </span>
      <span className="shop-goods__name">{goods.name}</span>
      <PointsPrice points={goods.points} cashFen={goods.cashFen} className="shop-goods__price" />
      <MarketPrice goods={goods} />
    </button>
  );
}
