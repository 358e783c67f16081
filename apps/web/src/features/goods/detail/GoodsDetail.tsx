import type { GoodsItem } from '@shop/contract';
import { BottomBar } from '../../../shared/ui/BottomBar';
import { Allowances, GoodsTags, isSoldOut } from '../components/GoodsCard';
import { OperatorBadge } from '../../../shared/ui/OperatorBadge';
import { useOrderSheet } from '../../order';
import { useT } from '../../../i18n';
import { formatFen } from '../../../shared/format';
import { Gallery } from './Gallery';
import { GoodsOrder } from './GoodsOrder';

/** One product: pictures, prices, allowances, stock and details, with the order bar and its form. */
export function GoodsDetail({ goods }: { goods: GoodsItem }) {
  const t = useT();
  const images = goods.images.length > 0 ? goods.images : [goods.cover].filter(Boolean);
  const soldOut = isSoldOut(goods);
  const sheet = useOrderSheet();
  return (
    <div className="goods-detail">
      <Gallery images={images} name={goods.name} />
      <section className="goods-detail__card">
        <div className="goods-detail__prices">
          <span className="goods-detail__monthly">{t('goods.perMonth', { price: formatFen(goods.monthlyFen) })}</span>
          <span className="goods-detail__price">{t('goods.price', { price: formatFen(goods.priceFen) })}</span>
        </div>
        <h2 className="goods-detail__name">
          <OperatorBadge operator={goods.operator} />
          {goods.name}
        </h2>
        {goods.subtitle ? <p className="goods-detail__subtitle">{goods.subtitle}</p> : null}
        <Allowances goods={goods} />
        <GoodsTags tags={goods.tags} />
        <p className={soldOut ? 'goods-detail__stock goods-detail__stock--out' : 'goods-detail__stock'}>
          {soldOut ? t('goods.soldOut') : t('goods.stock', { count: goods.stock })}
        </p>
      </section>
      {goods.details.length > 0 ? (
        <section className="goods-detail__card">
          <h3 className="goods-detail__heading">{t('goods.details')}</h3>
          {goods.details.map((paragraph, index) => (
            <p key={index} className="goods-detail__paragraph">
              {paragraph}
            </p>
          ))}
        </section>
      ) : null}
      <BottomBar
        amount={formatFen(goods.priceFen)}
        note={t('goods.perMonth', { price: formatFen(goods.monthlyFen) })}
        action={{ label: soldOut ? t('goods.soldOut') : t('goods.apply'), disabled: soldOut, onPress: sheet.show }}
      />
      {sheet.mounted ? <GoodsOrder goods={goods} sheet={sheet} /> : null}
    </div>
  );
}

export function GoodsDetailSkeleton() {
  return (
    <div className="goods-detail" aria-busy="true">
      <div className="skeleton gallery__placeholder" />
      <section className="goods-detail__card">
        <div className="skeleton" style={{ height: '1.5rem', width: '40%' }} />
        <div className="skeleton" style={{ height: '1.1rem', width: '75%', marginTop: '0.75rem' }} />
        <div className="skeleton" style={{ height: '0.8rem', width: '90%', marginTop: '0.5rem' }} />
      </section>
    </div>
  );
}
