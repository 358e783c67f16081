import { UsageHistory } from '../../../../features/iot/usage';

/** The card's data use month by month. */
export default function HistoryLinePage() {
  return <UsageHistory />;
}
