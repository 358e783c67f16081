import type { NumberItem } from '@shop/contract';
import { NumberDigits } from '../../numbers';
import { OperatorBadge } from '../../../shared/ui/OperatorBadge';
import { OrderSheet } from '../../order';
import type { OrderSheetState } from '../../order';
import { useT } from '../../../i18n';

/** The order form for this number: its price and first month of plan are charged now. */
export function NumberOrder({ item, location, sheet }: { item: NumberItem; location: string; sheet: OrderSheetState }) {
  const t = useT();
  const heading = (
    <div className="number-order">
      <NumberDigits number={item.number} patterns={item.patterns} />
      <p className="number-order__meta">
        <OperatorBadge operator={item.operator} />
        <span>{location}</span>
      </p>
    </div>
  );
  const charges = [
    { label: t('orderForm.numberPrice'), fen: item.priceFen },
    { label: `${t('orderForm.firstMonth')} · ${item.planName}`, fen: item.planFen },
  ];
  return <OrderSheet item={{ kind: 'number', number: item.number }} heading={heading} charges={charges} open={sheet.open} onClose={sheet.hide} />;
}
