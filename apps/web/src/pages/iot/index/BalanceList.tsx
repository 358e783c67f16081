import { BalanceList } from '../../../features/iot/wallet';

/** The card's top-ups (充值记录). */
export default function BalanceListPage() {
  return <BalanceList />;
}
