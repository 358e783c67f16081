import { RechargeView, walletTexts } from '../../../../features/iot/wallet';

export const texts = walletTexts;

/** Top up the card (余额充值). */
export default function RechargePage() {
  return <RechargeView />;
}
