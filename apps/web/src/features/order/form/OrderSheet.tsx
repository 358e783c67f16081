import { ORDER_HOLD_MINUTES } from '@shop/contract';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useT } from '../../../i18n';
import { formatFen } from '../../../shared/format';
import { useQuery } from '../../../shared/navigation';
import { agreementPreTicked } from '../placeOrder';
import { AddressFields } from './AddressFields';
import { Agreement } from './Agreement';
import { BuyerFields } from './BuyerFields';
import { ContactFields } from './ContactFields';
import type { FieldName, OrderFields } from './fields';
import { Sheet } from '../../../shared/ui/Sheet';
import { useOrderForm } from './useOrderForm';
import { useOrderSubmit, type OrderDraft } from './useOrderSubmit';
import './orderForm.css';

/** One part of what the order charges now. */
export interface Charge {
  label: string;
  fen: number;
}

interface OrderSheetProps {
  item: OrderDraft['item'];
  /** What is being ordered, at the top of the form. */
  heading: ReactNode;
  /** They add up to the amount on the button; the created order's own amount is the one paid. */
  charges: readonly Charge[];
  open: boolean;
  onClose(): void;
}

function OrderSummary({ heading, charges, kind }: { heading: ReactNode; charges: readonly Charge[]; kind: OrderDraft['item']['kind'] }) {
  const t = useT();
  return (
    <section className="order-summary">
      {heading}
      <dl className="order-summary__charges">
        {charges.map(({ label, fen }) => (
          <div key={label} className="order-summary__charge">
            <dt>{label}</dt>
            <dd>{formatFen(fen)}</dd>
          </div>
        ))}
      </dl>
      <p className="order-summary__hold">{t(kind === 'number' ? 'orderForm.holdNumber' : 'orderForm.holdGoods', { minutes: ORDER_HOLD_MINUTES })}</p>
    </section>
  );
}

function draftOf(fields: OrderFields, item: OrderDraft['item']): OrderDraft | null {
  const { region } = fields;
  if (!region) return null;
  return {
    item,
    buyer: { name: fields.name.trim(), idCard: fields.idCard, mobile: fields.mobile, smsCode: fields.smsCode },
    address: { provinceCode: region.provinceCode, cityCode: region.cityCode, countyCode: region.countyCode, detail: fields.detail.trim() },
    agreeAgreement: true,
  };
}

function showField(field: FieldName): void {
  const element = document.getElementById(`order-${field}`);
  element?.scrollIntoView?.({ block: 'center' });
  element?.focus();
}

/** The order form, full screen over the number or product page it was opened from. */
export function OrderSheet({ item, heading, charges, open, onClose }: OrderSheetProps) {
  const t = useT();
  const formId = useId();
  const query = useQuery();
  const form = useOrderForm(agreementPreTicked(query));
  const order = useOrderSubmit();
  const amountFen = charges.reduce((sum, charge) => sum + charge.fen, 0);

  const send = form.handleSubmit(
    (fields) => {
      const draft = draftOf(fields, item);
      if (!draft) showField('region');
      else void order.submit(draft);
    },
    showField,
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!order.sending) send(event);
  };

  const footer = (
    <div className="order-footer">
      {order.error ? (
        <p className="order-footer__error" role="alert">
          {order.error}
        </p>
      ) : null}
      <button type="submit" form={formId} className="button button--primary order-submit" disabled={order.sending}>
        {order.sending ? t('orderForm.submitting') : t('orderForm.submit', { amount: formatFen(amountFen) })}
      </button>
    </div>
  );

  return (
    <Sheet size="full" open={open} title={t('orderForm.title')} closeLabel={t('orderForm.close')} onClose={onClose} footer={footer}>
      <form id={formId} className="order-form" noValidate onSubmit={submit}>
        <OrderSummary heading={heading} charges={charges} kind={item.kind} />
        <BuyerFields form={form} />
        <ContactFields form={form} />
        <AddressFields form={form} />
        <Agreement form={form} />
      </form>
    </Sheet>
  );
}
