import { authStatusLabel, onlineStatusLabel, simStatusLabel, SIM_STATUS, AUTH_STATUS, ONLINE_STATUS } from '@shop/contract';
import { currentLocale, useT } from '../../../i18n';
import './iot.css';

type Tone = 'good' | 'warn' | 'bad' | 'plain';

interface Badge {
  label: string;
  tone: Tone;
}

const labelOf = <C extends number>(labels: Record<C, Record<string, string>>, code: number): string | undefined =>
  (labels as Record<number, Record<string, string> | undefined>)[code]?.[currentLocale()];

const badge = (label: string | undefined, tone: Tone): Badge | null => (label ? { label, tone } : null);

const simTone = (code: number): Tone => (code === SIM_STATUS.normal ? 'good' : code === SIM_STATUS.notActivated ? 'warn' : 'bad');
const authTone = (code: number): Tone => (code === AUTH_STATUS.verified ? 'good' : code === AUTH_STATUS.reviewing ? 'warn' : 'bad');

/** The line's state, real-name state and whether the device is online, as labelled badges. */
export function StatusBadges({ simStatus, authStatus, onlineStatus }: { simStatus: number; authStatus: number; onlineStatus: number }) {
  useT();
  const badges: (Badge | null)[] = [
    badge(labelOf(simStatusLabel, simStatus), simTone(simStatus)),
    badge(labelOf(authStatusLabel, authStatus), authTone(authStatus)),
    badge(labelOf(onlineStatusLabel, onlineStatus), onlineStatus === ONLINE_STATUS.online ? 'good' : 'plain'),
  ];
  return (
    <ul className="status-badges">
      {badges.map((b) =>
        b ? (
          <li key={b.label} className={`status-badge status-badge--${b.tone}`}>
            {b.label}
          </li>
        ) : null,
      )}
    </ul>
  );
}
