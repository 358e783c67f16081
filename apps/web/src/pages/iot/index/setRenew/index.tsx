import { RenewalView, walletTexts } from '../../../../features/iot/wallet';

export const texts = walletTexts;

/** Auto-renewal (自动续费). */
export default function SetRenewPage() {
  return <RenewalView />;
}
