import { BalanceLogList } from '../../../features/iot/wallet';

/** The card's balance ledger (余额明细). */
export default function BalanceLogListPage() {
  return <BalanceLogList />;
}
