import { RechargeView } from '../../../../features/iot/wallet';

/** Top up the card (余额充值). */
export default function RechargePage() {
  return <RechargeView />;
}
