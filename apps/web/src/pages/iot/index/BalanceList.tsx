import { BalanceList, walletTexts } from '../../../features/iot/wallet';

export const texts = walletTexts;

/** The card's top-ups (充值记录). */
export default function BalanceListPage() {
  return <BalanceList />;
}
