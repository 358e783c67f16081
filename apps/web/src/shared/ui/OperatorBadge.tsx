import { useT, type MessageKey } from '../../i18n';

type OperatorKey = 'mobile' | 'unicom' | 'telecom' | 'broadcast' | 'device';

/** Our own operator marks: the operator's colour and short name (99 marks a device). */
const badges: Record<number, { color: string; key: OperatorKey }> = {
  1: { color: '#0071b3', key: 'mobile' },
  2: { color: '#d0000f', key: 'unicom' },
  3: { color: '#1a63b8', key: 'telecom' },
  4: { color: '#6b3fa0', key: 'broadcast' },
  99: { color: '#007f55', key: 'device' },
};

/** The message key of an operator's name; an unknown code reads as a device. */
export const operatorNameKey = (operator: number): MessageKey => `operator.${badges[operator]?.key ?? 'device'}`;

export function OperatorBadge({ operator }: { operator: number }) {
  const t = useT();
  const badge = badges[operator] ?? badges[99];
  if (!badge) return null;
  const name = t(operatorNameKey(operator));
  return (
    <span className="operator-badge" style={{ color: badge.color, borderColor: badge.color }} title={name}>
      <svg viewBox="0 0 12 12" width="10" height="10" aria-hidden="true">
        <circle cx="6" cy="6" r="5" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path d="M3.5 6.5 5.2 8 8.5 4.2" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {name}
    </span>
  );
}
