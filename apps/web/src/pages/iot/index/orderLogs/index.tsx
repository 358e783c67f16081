import { OrderLogs, walletTexts } from '../../../../features/iot/wallet';

export const texts = walletTexts;

/** Every order of the card (订单记录). */
export default function OrderLogsPage() {
  return <OrderLogs />;
}
