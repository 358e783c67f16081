import type { GoodsItem } from '@shop/contract';
import { OperatorBadge } from '../../../shared/ui/OperatorBadge';
import { OrderSheet } from '../../order';
import type { OrderSheetState } from '../../order';
import { useT } from '../../../i18n';
import { formatFen } from '../../../shared/format';

/** The order form for this product: its price is charged now, the plan monthly by the operator. */
export function GoodsOrder({ goods, sheet }: { goods: GoodsItem; sheet: OrderSheetState }) {
  const t = useT();
  const heading = (
    <div className="goods-order">
      {goods.cover ? <img className="goods-order__cover" src={goods.cover} alt="" width={56} height={56} /> : null}
      <div className="goods-order__text">
        <p className="goods-order__name">
          <OperatorBadge operator={goods.operator} />
          {goods.name}
        </p>
        <p className="goods-order__monthly">{t('goods.perMonth', { price: formatFen(goods.monthlyFen) })}</p>
      </div>
    </div>
  );
  return (
    <OrderSheet
      item={{ kind: 'goods', goodsId: goods.id }}
      heading={heading}
      charges={[{ label: t('orderForm.goodsPrice'), fen: goods.priceFen }]}
      open={sheet.open}
      onClose={sheet.hide}
    />
  );
}
