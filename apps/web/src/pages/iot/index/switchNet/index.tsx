import { networkTexts, SwitchNetView } from '../../../../features/iot/network';

export const texts = networkTexts;

/** Move a multi-network card to another operator's network (切换网络). */
export default function SwitchNetPage() {
  return <SwitchNetView />;
}
