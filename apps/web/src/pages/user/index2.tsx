import { MineView } from '../../features/auth';
import './mine.css';

/** The Mine tab: the shop user's entry to orders, the card self-service, help and settings. */
export default function MinePage() {
  return <MineView />;
}
