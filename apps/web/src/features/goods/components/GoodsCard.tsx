import { pageUrl, type GoodsItem } from '@shop/contract';
import { useT } from '../../../i18n';
import { formatDataMb, formatFen } from '../../../shared/format';
import { openLink } from '../../../shared/navigation/openLink';
import { OperatorBadge } from '../../../shared/ui/OperatorBadge';
import './GoodsCard.css';
import '../../../shared/ui/tags.css';

export const isSoldOut = (goods: Pick<GoodsItem, 'stock'>): boolean => goods.stock <= 0;

/** Data and call minutes of a plan, each left out when the plan has none. */
export function Allowances({ goods }: { goods: Pick<GoodsItem, 'dataMb' | 'voiceMinutes'> }) {
  const t = useT();
  if (goods.dataMb <= 0 && goods.voiceMinutes <= 0) return null;
  return (
    <span className="allowances">
      {goods.dataMb > 0 ? <span className="allowances__item">{t('goods.data', { amount: formatDataMb(goods.dataMb) })}</span> : null}
      {goods.voiceMinutes > 0 ? <span className="allowances__item">{t('goods.voice', { minutes: goods.voiceMinutes })}</span> : null}
    </span>
  );
}

export function GoodsTags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <span className="goods-tags">
      {tags.map((tag) => (
        <span key={tag} className="goods-tags__tag">
          {tag}
        </span>
      ))}
    </span>
  );
}

/** A SIM product in a list; a tap opens its page, which also says when it is sold out. */
export function GoodsCard({ goods }: { goods: GoodsItem }) {
  const t = useT();
  const soldOut = isSoldOut(goods);
  return (
    <button
      type="button"
      className={soldOut ? 'goods-card goods-card--sold-out' : 'goods-card'}
      onClick={() => void openLink(pageUrl('/pages/goods/general/index', { id: goods.id }))}
    >
      <span className="goods-card__cover">
        {goods.cover ? <img src={goods.cover} alt="" width={96} height={96} loading="lazy" /> : null}
        {soldOut ? <span className="goods-card__stamp">{t('goods.soldOut')}</span> : null}
      </span>
      <span className="goods-card__body">
        <span className="goods-card__title">
          <OperatorBadge operator={goods.operator} />
          <span className="goods-card__name">{goods.name}</span>
        </span>
        {goods.subtitle ? <span className="goods-card__subtitle">{goods.subtitle}</span> : null}
        <Allowances goods={goods} />
        <GoodsTags tags={goods.tags} />
        <span className="goods-card__prices">
          <span className="goods-card__monthly">{t('goods.perMonth', { price: formatFen(goods.monthlyFen) })}</span>
          <span className="goods-card__price">{t('goods.price', { price: formatFen(goods.priceFen) })}</span>
        </span>
      </span>
    </button>
  );
}

/** Card shapes while a list's first page loads. */
export function GoodsListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="goods-card goods-card--skeleton">
          <span className="goods-card__cover skeleton" />
          <span className="goods-card__body">
            <span className="skeleton" style={{ height: '1rem', width: '70%' }} />
            <span className="skeleton" style={{ height: '0.75rem', width: '90%' }} />
            <span className="skeleton" style={{ height: '1.1rem', width: '40%' }} />
          </span>
        </div>
      ))}
    </div>
  );
}
