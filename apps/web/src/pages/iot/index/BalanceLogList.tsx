import { BalanceLogList, walletTexts } from '../../../features/iot/wallet';

export const texts = walletTexts;

/** The card's balance ledger (余额明细). */
export default function BalanceLogListPage() {
  return <BalanceLogList />;
}
