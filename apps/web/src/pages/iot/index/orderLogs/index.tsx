import { OrderLogs } from '../../../../features/iot/wallet';

/** Every order of the card (订单记录). */
export default function OrderLogsPage() {
  return <OrderLogs />;
}
