import { AboutText } from '../../features/customer';

/** The service promise: what the promoter undertakes for every buyer. */
export default function ServicePromisePage() {
  return <AboutText kind="promise" />;
}
