import { RenewalView } from '../../../../features/iot/wallet';

/** Auto-renewal (自动续费). */
export default function SetRenewPage() {
  return <RenewalView />;
}
