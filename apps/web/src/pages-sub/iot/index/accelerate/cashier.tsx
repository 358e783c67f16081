import { AccelerateCashier, accelerateTexts } from '../../../../features/iot/accelerate';
import { useQuery } from '../../../../shared/navigation';

export const texts = accelerateTexts;

/** Buying one speed add-on (`?id=`) (收银台). */
export default function AccelerateCashierPage() {
  return <AccelerateCashier id={Number(useQuery().id)} />;
}
