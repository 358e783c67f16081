import { UsageHistory, usageTexts } from '../../../../features/iot/usage';

export const texts = usageTexts;

/** The card's data use month by month. */
export default function HistoryLinePage() {
  return <UsageHistory />;
}
