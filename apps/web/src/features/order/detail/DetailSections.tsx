import type { ReactNode } from 'react';
import type { OrderDetail } from '@shop/contract';
import { OrderItem } from '../components/OrderItem';
import { useT } from '../../../i18n';
import { copyText } from '../../../shared/copy';
import { formatDateTime, formatFen } from '../../../shared/format';

function Row({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={strong ? 'detail-row detail-row--strong' : 'detail-row'}>
      <dt className="detail-row__label">{label}</dt>
      <dd className="detail-row__value">{children}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="detail-section">
      <h3 className="detail-section__title">{title}</h3>
      {children}
    </section>
  );
}

export function ItemSection({ order }: { order: OrderDetail }) {
  const t = useT();
  return (
    <Section title={t('order.item')}>
      <OrderItem order={order} />
      <dl className="detail-rows">
        {order.kind === 'number' ? <Row label={t('order.numberPrice')}>{formatFen(order.priceFen)}</Row> : null}
        {order.planFen > 0 ? <Row label={t('order.plan')}>{t('goods.perMonth', { price: formatFen(order.planFen) })}</Row> : null}
        <Row label={t('order.amount')} strong>
          {formatFen(order.amountFen)}
        </Row>
      </dl>
    </Section>
  );
}

/** The buyer as the server returns them: name, identity card and mobile already masked. */
export function BuyerSection({ order }: { order: OrderDetail }) {
  const t = useT();
  return (
    <Section title={t('order.buyer')}>
      <dl className="detail-rows">
        <Row label={t('order.name')}>{order.buyer.name}</Row>
        <Row label={t('order.idCard')}>{order.buyer.idCard}</Row>
        <Row label={t('order.mobile')}>{order.buyer.mobile}</Row>
        <Row label={t('order.address')}>
          {order.address.regionText} {order.address.detail}
        </Row>
      </dl>
    </Section>
  );
}

export function InfoSection({ order }: { order: OrderDetail }) {
  const t = useT();
  return (
    <Section title={t('order.info')}>
      <dl className="detail-rows">
        <Row label={t('order.orderSn')}>
          {order.orderSn}
          <button type="button" className="detail-row__copy" onClick={() => void copyText(order.orderSn)}>
            {t('order.copy')}
          </button>
        </Row>
        <Row label={t('order.createdAt')}>{formatDateTime(order.createdAt)}</Row>
        {order.paidAt ? <Row label={t('order.paidAt')}>{formatDateTime(order.paidAt)}</Row> : null}
        {order.paymentType ? <Row label={t('order.paymentType')}>{t(`payment.${order.paymentType}`)}</Row> : null}
        {order.closedAt ? <Row label={t('order.closedAt')}>{formatDateTime(order.closedAt)}</Row> : null}
        {order.logistics ? (
          <Row label={t('order.carrier')}>
            {order.logistics.carrier} {order.logistics.trackingNo}
          </Row>
        ) : null}
      </dl>
    </Section>
  );
}
