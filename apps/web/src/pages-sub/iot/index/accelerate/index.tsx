import { AccelerateShop, accelerateTexts } from '../../../../features/iot/accelerate';

export const texts = accelerateTexts;

/** The speed add-on in force and the ones on sale (网络加速). */
export default function AcceleratePage() {
  return <AccelerateShop />;
}
